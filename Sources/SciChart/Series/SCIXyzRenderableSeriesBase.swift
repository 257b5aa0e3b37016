import Foundation

/// The base of series that draw x-y-z data (an ``SCIXyzDataSeries``): bubbles.
open class SCIXyzRenderableSeriesBase: SCIRenderableSeriesBase {}
