// The shapes of platform data the template helpers read (spec 3). Every field is optional and
// may be explicitly undefined: template data is JSON from the platform and is read defensively.

export interface MediaFocalPoint {
  readonly x?: number | undefined;
  readonly y?: number | undefined;
}

export interface ColorData {
  readonly topLeftAverage?: string | undefined;
  readonly topRightAverage?: string | undefined;
  readonly bottomLeftAverage?: string | undefined;
  readonly bottomRightAverage?: string | undefined;
  readonly centerAverage?: string | undefined;
}

export interface ImageAsset {
  readonly id?: string | undefined;
  readonly assetUrl?: string | undefined;
  /** 'WIDTHxHEIGHT' in pixels. */
  readonly originalSize?: string | undefined;
  readonly mediaFocalPoint?: MediaFocalPoint | undefined;
  readonly colorData?: ColorData | undefined;
  readonly altText?: string | undefined;
  readonly title?: string | undefined;
  /** HTML. */
  readonly body?: string | undefined;
  readonly filename?: string | undefined;
  /** Comma-separated variants the platform made, like '100w,300w,500w'. */
  readonly systemDataVariants?: string | undefined;
  readonly componentKey?: string | undefined;
  readonly licensedAssetPreview?: object | null | undefined;
  readonly oembed?:
    | { readonly html?: string | undefined; readonly providerName?: string | undefined }
    | undefined;
  readonly overlay?: boolean | undefined;
  readonly mainImageId?: string | undefined;
  readonly systemDataId?: string | undefined;
}

export interface EventLocation {
  readonly addressLine1?: string | undefined;
  readonly addressLine2?: string | undefined;
  readonly addressCountry?: string | undefined;
  readonly mapLat?: number | undefined;
  readonly mapLng?: number | undefined;
}

export interface ContentItem {
  readonly id?: string | undefined;
  readonly fullUrl?: string | undefined;
  readonly title?: string | undefined;
  readonly assetUrl?: string | undefined;
  readonly mainImage?: ImageAsset | undefined;
  readonly mainImageId?: string | undefined;
  readonly systemDataId?: string | undefined;
  readonly recordType?: number | undefined;
  readonly promotedBlockType?: string | undefined;
  readonly excerpt?: string | { readonly html?: string | undefined } | undefined;
  readonly externalLink?: string | undefined;
  readonly sourceUrl?: string | undefined;
  readonly collection?:
    | {
        readonly type?: number | undefined;
        readonly folder?: boolean | undefined;
        readonly folderBehavior?: number | undefined;
      }
    | undefined;
  /** Folder behaviour of a navigation entry that is itself a collection. */
  readonly folderBehavior?: number | undefined;
  readonly likeCount?: number | undefined;
  readonly publicCommentCount?: number | undefined;
  readonly commentState?: number | undefined;
  /** Epoch milliseconds. */
  readonly publishOn?: number | undefined;
  readonly startDate?: number | undefined;
  readonly endDate?: number | undefined;
  readonly location?: EventLocation | undefined;
}

export interface WebsiteSettings {
  readonly commentsEnabled?: boolean | undefined;
  readonly simpleLikingEnabled?: boolean | undefined;
  readonly disqusShortname?: string | undefined;
}
