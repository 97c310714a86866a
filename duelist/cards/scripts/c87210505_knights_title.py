"""Knight's Title (87210505), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: Tribute 1 face-up \"Dark Magician\" you control (a cost) to Special "
               "Summon 1 \"Dark Magician Knight\" from your hand or Deck (the one way that monster "
               "may be Special Summoned).")

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_KNIGHT = 50725996


def dark_magicians(ctx):
    return [c for c in ctx.tributable(ctx.monsters("me", face_up=True)) if ctx.is_named(c, DARK_MAGICIAN)]


def knight(leaving=()):
    def fits(ctx, card):
        return card.data.code == DARK_MAGICIAN_KNIGHT and ctx.can_special_summon(card, proper=True, leaving=leaving)
    return fits


def can_pay(ctx):
    return any(ctx.any_card("hand", knight((dm,))) or ctx.any_card("deck", knight((dm,)))
               for dm in dark_magicians(ctx))


def cost(ctx):
    usable = [dm for dm in dark_magicians(ctx)
              if ctx.any_card("hand", knight((dm,))) or ctx.any_card("deck", knight((dm,)))]
    chosen = yield from ctx.choose_cards(usable, 1, prompt="Knight's Title: Tribute which Dark Magician?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    found = ctx.cards_where("hand", knight()) + ctx.cards_where("deck", knight())
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Special Summon which Dark Magician Knight?"))[0]
    from_deck = chosen.location == S.DECK
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position, proper=True)
    if from_deck:
        shuffle_deck(ctx)


# One meaning in both eras (the 2005 text, ROD: Tribute 1 "Dark Magician" on your side of the
# field; Special Summon "Dark Magician Knight" from your hand or Deck): no ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost, special_summons=True,
                    label="Tribute Dark Magician: Special Summon Dark Magician Knight")]
