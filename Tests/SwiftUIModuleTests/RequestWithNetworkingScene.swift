import FoundationNetworking
import SwiftUI
import WebKit

/// `URLRequest` where a file imports FoundationNetworking beside WebKit (Linux code that
/// already did): the name still means one type.
func makeRequest(_ url: URL) -> URLRequest { URLRequest(url: url) }
