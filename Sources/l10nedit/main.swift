import Foundation
import L10nCLI

exit(L10nEditCommand.run())
