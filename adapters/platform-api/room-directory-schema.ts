import * as v from 'valibot';
import type { RoomDirectory, RoomDirectoryService } from '../../core/domain/room-directory/room-directory';
import { id, localizedText, product } from './catalogue-schemas';
import { ORDER_TYPE_IDS } from '../../core/domain/order-type/order-type';

/**
 * browsing 3: Room directory infos, Room directory service and Label, checked where they are read: by
 * the HTTP gateway and in the simulator's establishment files (the optional `roomDirectory` block).
 * Absent fields take their defaults here so that the core always gets complete values.
 */
const optionalText = v.optional(localizedText, '');
const nullableString = v.optional(v.nullable(v.string()), null);
const nullableNumber = v.optional(v.nullable(v.number()), null);
/** A CSS colour put in a style: #rgb or #rrggbb; anything else is dropped. */
const colour = v.optional(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i))), null), null);

const serviceType = v.picklist(['booking', 'custom_page', 'feedback', 'highlight_product']);

type ServiceInput = v.InferInput<typeof serviceFields> & { services?: ServiceInput[] };

const serviceFields = v.object({
  id,
  title: localizedText,
  description: optionalText,
  image: nullableString,
  link: nullableString,
  /** One file URL per locale. */
  files: v.optional(v.record(v.string(), v.string()), {}),
  showFileInPopUp: v.optional(v.boolean(), false),
  type: v.optional(v.nullable(serviceType), null),
  disable: v.optional(v.boolean(), false),
  position: v.optional(v.number(), 0),
  big: v.optional(v.boolean(), false),
  colorFontBg: colour,
  brightnessFilter: nullableNumber,
  mobileCtaIcon: nullableString,
  mobileCtaPosition: nullableNumber,
  mainPageCta: v.optional(v.boolean(), false),
  mainPageCtaPosition: nullableNumber,
  customPage: v.optional(v.nullable(v.object({ content: localizedText })), null),
  booking: v.optional(
    v.nullable(
      v.object({
        title: localizedText,
        description: optionalText,
        content: optionalText,
        price_per_person: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
        priceDetails: optionalText,
        images: v.optional(v.array(v.string()), []),
      }),
    ),
    null,
  ),
});

/** browsing 3: social_network and notation_network, name to link. */
const networkLinks = v.optional(v.array(v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)), link: v.string() })), []);

export const roomDirectoryService: v.GenericSchema<ServiceInput, RoomDirectoryService> = v.object({
  ...serviceFields.entries,
  services: v.optional(v.array(v.lazy(() => roomDirectoryService)), []),
});

const label = v.object({
  id,
  name: localizedText,
  description: optionalText,
  position: v.optional(v.number(), 0),
  url: nullableString,
  suggested_icon: nullableString,
});

export const roomDirectorySchema = v.object({
  titleInfos: v.object({ title: localizedText, sub_title: optionalText, description: optionalText }),
  footer: optionalText,
  fontColor: colour,
  bgColor: colour,
  image_url: nullableString,
  mobileMenuBgColor: colour,
  mobileMenuFontColor: colour,
  selectedMobileMenuBgColor: colour,
  selectedMobileMenuFontColor: colour,
  selectedMobileMenuTitleColor: colour,
  services: v.optional(v.array(roomDirectoryService), []),
  labels: v.optional(v.array(label), []),
  show_additional_infos: v.optional(v.boolean(), false),
  show_footer: v.optional(v.boolean(), true),
  practical_infos: optionalText,
  email: nullableString,
  social_network: networkLinks,
  notation_network: networkLinks,
});

/** Ours (browsing 7 "Room directory data load", path not shown): GET .../room_directory answers { room_directory }. */
export const roomDirectoryResponse = v.object({ room_directory: roomDirectorySchema });

export const roomDirectorySchemaMatches = (parsed: v.InferOutput<typeof roomDirectorySchema>): RoomDirectory => parsed;

/** Ours (browsing 3 "Highlight product response: highlightProduct with product and orderTypeId", 7): the highlight product fetch's answer. */
export const highlightProductResponse = v.object({
  highlightProduct: v.object({ product, orderTypeId: v.picklist(ORDER_TYPE_IDS) }),
});
