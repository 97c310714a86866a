"""Vampire Lady (26495087), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, shuffle_deck
from duelist.cards.scripts.c53839837_vampire_lord import CARD_TYPES, battle_damage

DESCRIPTION = ("Level 4 DARK Zombie. Whenever it deals battle damage to the opponent, its "
               "controller names Monster, Spell or Trap, and the opponent sends one card of that "
               "kind of their choice from their Deck to the GY.")


def declare(ctx):
    """Declared on activation (as Vampire Lord's); not a cost."""
    pick = yield from ctx.choose_option(CARD_TYPES, "Vampire Lady: declare a card type")
    ctx.declare("card type", CARD_TYPES[pick])
    ctx.link.info["card_type"] = CARD_TYPES[pick]


def mill(ctx):
    wanted = ctx.link.info.get("card_type")
    fits = ctx.cards_where("deck", lambda ctx, card: card.data.card_type == wanted, who="opp")
    if not fits:
        return
    chosen = yield from ctx.choose_cards(sorted(fits, key=lambda c: c.name), 1, player=ctx.opponent,
                                         prompt="Vampire Lady: send 1 %s from your Deck to the GY" % wanted)
    if chosen:
        ctx.send_to_grave(chosen)
    shuffle_deck(ctx, ctx.opponent)


# (the 2005 print, Ancient Sanctuary AST-013, and today's text do the same: a mandatory trigger
# on its battle damage to the opponent; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=battle_damage, cost=declare, resolve=mill,
                  label="declare a card type; the opponent mills one")]
