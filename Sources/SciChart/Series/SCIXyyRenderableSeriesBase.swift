import Foundation

/// The base of series that draw x-y-y data (an ``SCIXyyDataSeries``): bands.
open class SCIXyyRenderableSeriesBase: SCIRenderableSeriesBase {}
