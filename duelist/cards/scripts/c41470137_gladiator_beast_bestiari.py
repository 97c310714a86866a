"""Gladiator Beast Bestiari (41470137), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target
from duelist.cards.kit import summoned_by_gladiator_beast, tag_out
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 4 WIND Winged Beast Gladiator Beast. When a Gladiator Beast monster's effect "
               "Special Summons it, its controller may destroy 1 targeted Spell or Trap on the field. "
               "At the end of a Battle Phase in which it battled, it may shuffle itself into the Deck "
               "to Special Summon another Gladiator Beast (not Bestiari) from the Deck.")


def spells_traps(ctx):
    return ctx.spells_traps("both")


def on_field(ctx, card):
    return card.location in (S.SZONE, S.FZONE)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=summoned_by_gladiator_beast, optional=True, resolve=resolve,
           target=Target(spells_traps, filter=on_field, prompt="Bestiari: destroy which Spell/Trap?"),
           destroys=DESTROYS_TARGETS, label="tagged in: destroy 1 Spell/Trap"),
    tag_out(exclude="Gladiator Beast Bestiari"),
]
