"""Dust Tornado (60082869), Normal Trap."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap: destroy one targeted Spell or Trap your opponent controls; after that "
               "you may Set a Spell or Trap from your hand.")


def theirs(ctx, card):
    return card.location in (S.SZONE, S.FZONE) and card.controller != ctx.player


def _settable(ctx):
    """Spells/Traps in your hand you could Set now (a Field Spell in the Field Zone)."""
    return [c for c in ctx.hand("me") if c.data.card_type in ("Spell", "Trap") and ctx.can_set_spell_trap(c)]


def resolve(ctx):
    if not (yield from ctx.destroy(ctx.targets)):
        return              # "then": nothing was destroyed, so no Set
    cards = _settable(ctx)
    if not cards:
        return
    if not (yield from ctx.yes_no("Dust Tornado: Set a Spell/Trap from your hand?")):
        return
    chosen = yield from ctx.choose_cards(cards, 1, prompt="Dust Tornado: Set which card?")
    # the Set follows the destruction ("then"): only a Set made makes the destroyed card's
    # optional "when" trigger miss its timing (seed 000 §效果分類 › 誘發效果)
    ctx.then()
    for card in chosen:
        ctx.set_spell_trap(card)      # Set this turn: not activatable until the next turn


EFFECTS = [activate(resolve, target=Target(lambda ctx: ctx.spells_traps("opp"), filter=theirs,
                                           prompt="Dust Tornado: destroy which Spell/Trap?"), destroys=DESTROYS_TARGETS)]
