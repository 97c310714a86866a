"""Great Phantom Thief (10809984), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, H
from duelist.cards.scripts.c53839837_vampire_lord import battle_damage

DESCRIPTION = ("Level 3 EARTH Spellcaster. Each time it deals battle damage to the opponent, its "
               "controller declares a card name and sees the opponent's hand; every copy of that "
               "card there is discarded.")


def declare(ctx):
    """Declared on activation (our reading, as Vampire Lord's declaration); not a cost."""
    declared = yield from K.declare_card_name(ctx, prompt="Great Phantom Thief: declare a card name")
    ctx.link.info["code"] = declared.code


def resolve(ctx):
    code = ctx.link.info.get("code")
    hand = ctx.hand("opp")
    if code is None or not hand:
        return
    ctx.reveal(hand, ctx.player)
    hits = [card for card in hand if ctx.is_named(card, code)]
    if hits:
        ctx.discard(hits)


# (the 2005 print and today's text do the same: a mandatory trigger on its battle damage to the
# opponent; the hand is looked at and every copy of the declared card discarded; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=battle_damage, cost=declare, resolve=resolve,
                  discards="opponent", label="declare a card name; discard it from the opponent's hand")]
