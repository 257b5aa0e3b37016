import Foundation

/// A numeric axis.
public final class SCINumericAxis: SCIAxisBase, ISCINumericAxis {}
