"""Chiron the Mage (16956455), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 4 EARTH Beast-Warrior. Once per turn, in its controller's Main Phase: discard "
               "a Spell Card (the cost) and target a Spell or Trap Card on the field (either side, "
               "face-up or Set); destroy it.")


def spell(ctx, card):
    return card.data.card_type == "Spell"


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("hand", spell), 1,
                                         prompt="Chiron the Mage: discard which Spell?")
    ctx.discard(chosen, "cost")


def spells_traps(ctx):
    return ctx.spells_traps("both")


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# (its 2005-era English text and today's do the same: a targeting once-per-turn ignition effect
# whose cost discards a Spell Card; no ERAS entry)
EFFECTS = [Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: ctx.any_card("hand", spell), cost=cost,
                  discard_cost=True, target=Target(spells_traps, prompt="Chiron the Mage: destroy which Spell/Trap?"),
                  resolve=resolve, destroys=DESTROYS_TARGETS, label="discard a Spell: destroy a Spell/Trap")]
