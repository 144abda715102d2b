// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_404_getConfig } from './pages/404';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_Affiliate_getConfig } from './pages/affiliate';
// prettier-ignore
import type { getConfig as File_AntiPiracy_getConfig } from './pages/anti_piracy';
// prettier-ignore
import type { getConfig as File_BookSearch_getConfig } from './pages/book/search';
// prettier-ignore
import type { getConfig as File_BookTitleTitleCode_getConfig } from './pages/book/title/[titleCode]';
// prettier-ignore
import type { getConfig as File_BvTTitleCodeVVolumeSStoryPPage_getConfig } from './pages/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]';
// prettier-ignore
import type { getConfig as File_Check500_getConfig } from './pages/check500';
// prettier-ignore
import type { getConfig as File_Contact_getConfig } from './pages/contact';
// prettier-ignore
import type { getConfig as File_Description_getConfig } from './pages/description';
// prettier-ignore
import type { getConfig as File_Faq_getConfig } from './pages/faq';
// prettier-ignore
import type { getConfig as File_Guideline_getConfig } from './pages/guideline';
// prettier-ignore
import type { getConfig as File_Index_getConfig } from './pages/index';
// prettier-ignore
import type { getConfig as File_Legal_getConfig } from './pages/legal';
// prettier-ignore
import type { getConfig as File_PersonalInformation_getConfig } from './pages/personal_information';
// prettier-ignore
import type { getConfig as File_Privacy_getConfig } from './pages/privacy';
// prettier-ignore
import type { getConfig as File_Profile_getConfig } from './pages/profile';
// prettier-ignore
import type { getConfig as File_SampleAnimation_getConfig } from './pages/sample/animation';
// prettier-ignore
import type { getConfig as File_SampleCauseError_getConfig } from './pages/sample/cause_error';
// prettier-ignore
import type { getConfig as File_SampleConfetti_getConfig } from './pages/sample/confetti';
// prettier-ignore
import type { getConfig as File_SampleIcons_getConfig } from './pages/sample/icons';
// prettier-ignore
import type { getConfig as File_SampleMouse_getConfig } from './pages/sample/mouse';
// prettier-ignore
import type { getConfig as File_SampleRectangle_getConfig } from './pages/sample/rectangle';
// prettier-ignore
import type { getConfig as File_SampleSkelton_getConfig } from './pages/sample/skelton';
// prettier-ignore
import type { getConfig as File_SampleTimeout_getConfig } from './pages/sample/timeout';
// prettier-ignore
import type { getConfig as File_Screenshot_getConfig } from './pages/screenshot';
// prettier-ignore
import type { getConfig as File_ScreenshotAndroid_getConfig } from './pages/screenshot_android';
// prettier-ignore
import type { getConfig as File_Signin_getConfig } from './pages/signin';
// prettier-ignore
import type { getConfig as File_SignupMerit_getConfig } from './pages/signup/merit';
// prettier-ignore
import type { getConfig as File_Signup_getConfig } from './pages/signup';
// prettier-ignore
import type { getConfig as File_Terms_getConfig } from './pages/terms';
// prettier-ignore
import type { getConfig as File_Tutorial_getConfig } from './pages/tutorial';

// prettier-ignore
type Page =
| ({ path: '/404' } & GetConfigResponse<typeof File_404_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
| ({ path: '/affiliate' } & GetConfigResponse<typeof File_Affiliate_getConfig>)
| ({ path: '/anti_piracy' } & GetConfigResponse<typeof File_AntiPiracy_getConfig>)
| ({ path: '/book/search' } & GetConfigResponse<typeof File_BookSearch_getConfig>)
| ({ path: '/book/title/[titleCode]' } & GetConfigResponse<typeof File_BookTitleTitleCode_getConfig>)
| ({ path: '/bv/t/[titleCode]/v/[volume]/s/[story]/p/[page]' } & GetConfigResponse<typeof File_BvTTitleCodeVVolumeSStoryPPage_getConfig>)
| ({ path: '/check500' } & GetConfigResponse<typeof File_Check500_getConfig>)
| ({ path: '/contact' } & GetConfigResponse<typeof File_Contact_getConfig>)
| ({ path: '/description' } & GetConfigResponse<typeof File_Description_getConfig>)
| ({ path: '/faq' } & GetConfigResponse<typeof File_Faq_getConfig>)
| ({ path: '/guideline' } & GetConfigResponse<typeof File_Guideline_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_Index_getConfig>)
| ({ path: '/legal' } & GetConfigResponse<typeof File_Legal_getConfig>)
| ({ path: '/personal_information' } & GetConfigResponse<typeof File_PersonalInformation_getConfig>)
| ({ path: '/privacy' } & GetConfigResponse<typeof File_Privacy_getConfig>)
| ({ path: '/profile' } & GetConfigResponse<typeof File_Profile_getConfig>)
| ({ path: '/sample/animation' } & GetConfigResponse<typeof File_SampleAnimation_getConfig>)
| ({ path: '/sample/cause_error' } & GetConfigResponse<typeof File_SampleCauseError_getConfig>)
| ({ path: '/sample/confetti' } & GetConfigResponse<typeof File_SampleConfetti_getConfig>)
| ({ path: '/sample/icons' } & GetConfigResponse<typeof File_SampleIcons_getConfig>)
| ({ path: '/sample/mouse' } & GetConfigResponse<typeof File_SampleMouse_getConfig>)
| ({ path: '/sample/rectangle' } & GetConfigResponse<typeof File_SampleRectangle_getConfig>)
| ({ path: '/sample/skelton' } & GetConfigResponse<typeof File_SampleSkelton_getConfig>)
| ({ path: '/sample/timeout' } & GetConfigResponse<typeof File_SampleTimeout_getConfig>)
| ({ path: '/screenshot' } & GetConfigResponse<typeof File_Screenshot_getConfig>)
| ({ path: '/screenshot_android' } & GetConfigResponse<typeof File_ScreenshotAndroid_getConfig>)
| ({ path: '/signin' } & GetConfigResponse<typeof File_Signin_getConfig>)
| ({ path: '/signup/merit' } & GetConfigResponse<typeof File_SignupMerit_getConfig>)
| ({ path: '/signup' } & GetConfigResponse<typeof File_Signup_getConfig>)
| ({ path: '/terms' } & GetConfigResponse<typeof File_Terms_getConfig>)
| ({ path: '/tutorial' } & GetConfigResponse<typeof File_Tutorial_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
