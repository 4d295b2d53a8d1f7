import type { RoomDirectory, RoomDirectoryService } from '../../../../../core/domain/room-directory/room-directory';

export function service(overrides: Partial<RoomDirectoryService> & { readonly id: number }): RoomDirectoryService {
  return {
    title: `Service ${overrides.id}`,
    description: '',
    image: null,
    link: null,
    files: {},
    showFileInPopUp: false,
    type: null,
    services: [],
    disable: false,
    position: 0,
    big: false,
    colorFontBg: null,
    brightnessFilter: null,
    mobileCtaIcon: null,
    mobileCtaPosition: null,
    mainPageCta: false,
    mainPageCtaPosition: null,
    customPage: null,
    booking: null,
    ...overrides,
  };
}

export function directory(services: readonly RoomDirectoryService[]): RoomDirectory {
  return {
    titleInfos: { title: 'Welcome', sub_title: 'Your stay', description: '' },
    footer: '',
    fontColor: null,
    bgColor: null,
    image_url: null,
    mobileMenuBgColor: null,
    mobileMenuFontColor: null,
    selectedMobileMenuBgColor: null,
    selectedMobileMenuFontColor: null,
    selectedMobileMenuTitleColor: null,
    services,
    labels: [],
    show_additional_infos: false,
    show_footer: true,
    practical_infos: '',
    email: null,
    social_network: [],
    notation_network: [],
  };
}
