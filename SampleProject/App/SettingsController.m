// Tidemark's settings screen in Objective-C: the NSLocalizedString family, one table named,
// with problems planted on purpose for the language server's tests and demos — see
// SampleProject/README.md, "The app's sources".
#import <Foundation/Foundation.h>

@interface SettingsController : NSObject
@end

@implementation SettingsController

- (NSString *)footer {
  return NSLocalizedString(@"settings.sync.footer", @"Below the sync switch");
}

- (NSString *)lastSynced:(NSString *)date {
  return [NSString stringWithFormat:NSLocalizedString(@"settings.sync.last_synced", @"When"), date];
}

- (NSString *)conflict:(NSString *)title {
  return [NSString stringWithFormat:NSLocalizedStringFromTable(@"error.sync.conflict", @"Errors",
                                                               @"Two devices changed a note"),
                                    title];
}

/* PLANTED: "Imported %1$d of %2$d notes…" consumes two arguments; three are passed. */
- (NSString *)imported:(int)count of:(int)total {
  return [NSString stringWithFormat:NSLocalizedStringFromTable(@"error.import.partial", @"Errors",
                                                               @"Import result"),
                                    count, total, 0];
}

/* PLANTED: a key of Errors looked up in InfoPlist. */
- (NSString *)quota {
  return NSLocalizedStringFromTable(@"error.sync.quota_exceeded", @"InfoPlist", @"Storage full");
}

@end
