"""Release Restraint (75417459), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: Tribute 1 \"Gearfried the Iron Knight\" you control. Special "
               "Summon 1 \"Gearfried the Swordmaster\" from your hand or Deck (the one way the "
               "Swordmaster may be Special Summoned).")

IRON_KNIGHT = 423705
SWORDMASTER = 57046845


def _knights(ctx):
    """The Iron Knights this player may Tribute (face-down too: the cost names the card)."""
    return ctx.tributable(ctx.cards_where("monsters", lambda ctx, c: ctx.is_named(c, IRON_KNIGHT)))


def _swordmaster(leaving):
    def fits(ctx, card):
        return card.data.code == SWORDMASTER and ctx.can_special_summon(card, proper=True, leaving=leaving)
    return fits


def can_pay(ctx):
    """An Iron Knight to Tribute, and a Swordmaster that could take the field once it is gone."""
    for knight in _knights(ctx):
        fits = _swordmaster((knight,))
        if ctx.any_card("hand", fits) or ctx.any_card("deck", fits):
            return True
    return False


def tribute_knight(ctx):
    knights = [k for k in _knights(ctx)
               if ctx.any_card("hand", _swordmaster((k,))) or ctx.any_card("deck", _swordmaster((k,)))]
    chosen = yield from ctx.choose_cards(knights, 1, prompt="Release Restraint: Tribute which Gearfried the Iron Knight?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    fits = _swordmaster(())
    found = ctx.cards_where("hand", fits) + ctx.cards_where("deck", fits)
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Release Restraint: Special Summon which Swordmaster?"))[0]
    from_deck = chosen.location == S.DECK
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position, proper=True)
    if from_deck:
        shuffle_deck(ctx)


# The 2005 text (FET) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, cost=tribute_knight, can_pay=can_pay, special_summons=True,
                    label="Tribute Gearfried the Iron Knight: Special Summon Gearfried the Swordmaster")]
