"""Spirit Caller (48659020), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Spellcaster. FLIP: it targets a Level 3 or lower Normal Monster in "
               "its controller's GY and Special Summons it to their field, in the position they "
               "choose.")


def my_grave(ctx):
    return ctx.grave("me")


def low_normal(ctx, card):
    return card.location == S.GRAVE and card.data.is_normal_monster and (card.data.level or 0) <= 3 and \
        ctx.can_special_summon(card)


def resolve(ctx):
    for card in ctx.targets:
        position = yield from choose_summon_position(ctx, summoned=card)
        ctx.special_summon(card, position=position)


# (the 2005 text, AST-075, and today's do the same: a targeting Flip effect; no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, special_summons=True,
                  target=Target(my_grave, filter=low_normal,
                                prompt="Spirit Caller: Special Summon which Normal Monster?"),
                  label="revive a Level 3 or lower Normal Monster")]
