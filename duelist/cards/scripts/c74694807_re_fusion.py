"""Re-Fusion (74694807), Equip Spell."""
from duelist.cards.common import APPLY, DS_ALWAYS, Effect, FreeMonsterZones, H, Target, activate, free_monster_zone, stays_equipped
from duelist.cards.scripts.c70828912_premature_burial import can_pay, cost, destroy_monster, destroyed_itself, legal, resolve

DESCRIPTION = ("Equip Spell: for 800 LP, bring a Fusion Monster back from your own GY in Attack "
               "Position with this card attached to it; should this card be destroyed, that monster "
               "is destroyed with it (Premature Burial for Fusion Monsters).")

APPLY_INDEX = 1          # the index of the applied effect in EFFECTS (Premature Burial's resolve reads its own)


def fusion(ctx, card):
    return card.data.is_monster and "Fusion" in card.data.kinds and legal(ctx, card)


# (the 2005 print, Flaming Eternity FET-EN047, and today's do the same; no ERAS entry)
EFFECTS = [
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1, free_monster_zone), can_pay=can_pay, cost=cost,
             target=Target(lambda ctx: ctx.grave("me"), filter=fusion, prompt="Re-Fusion: revive which Fusion Monster?"),
             equip_filter=stays_equipped),
    Effect(APPLY, events=H.DESTROYED, match=destroyed_itself, range=("delayed",), resolve=destroy_monster,
           label="destroy the equipped monster", damage_step=DS_ALWAYS),
]
