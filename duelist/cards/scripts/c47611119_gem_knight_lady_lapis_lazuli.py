"""Gem-Knight Lady Lapis Lazuli (47611119), Fusion Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 5 EARTH Rock Fusion (Gem-Knight Lapis + 1 Gem-Knight monster) that must "
               "first be Fusion Summoned. Once per turn it may send 1 Gem-Knight monster from "
               "your Deck or Extra Deck to the GY to inflict 500 damage to the opponent for each "
               "Special Summoned monster on the field.")

SUMMON_CONDITION = "proc_only"     # must first be Fusion Summoned
NOT_SPECIAL = ("normal", "tribute", "flip", "set", None)


def _gem_knights(ctx):
    pile = list(ctx.deck("me")) + list(ctx.extra_deck("me"))
    return [c for c in pile if c.data.card_type == "Monster" and
            ("Gem-Knight" in (c.data.series or ()) or c.data.name.startswith("Gem-Knight"))
            and ctx.can_send_to_grave([c])]     # (a cost: not one that would be banished instead)


def cost(ctx):
    chosen = yield from ctx.choose_cards(_gem_knights(ctx), 1,
                                         prompt="Gem-Knight Lady Lapis Lazuli: send which Gem-Knight?")
    ctx.send_to_grave(chosen, "cost")


def resolve(ctx):
    special = [c for c in ctx.monsters("both") if c.summon_kind not in NOT_SPECIAL]
    if special:
        ctx.damage(ctx.opponent, 500 * len(special))


EFFECTS = [Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(_gem_knights(ctx)), cost=cost,
                  resolve=resolve, label="send a Gem-Knight: 500 damage per Special Summoned monster",
                  inflicts_damage="opponent")]
