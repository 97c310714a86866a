"""Kozaky's Self-Destruct Button (21908319), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap with no effect when activated. When it is destroyed while Set in the "
               "Spell & Trap Zone and sent to the GY, its controller's opponent takes 1000 damage.")


def resolve(ctx):
    ctx.damage(ctx.opponent, 1000)


# One meaning in both eras (the 2005 print, DR3 / TLM: when this face-down card is destroyed and sent
# to the Graveyard, 1000 damage to the opponent; today's the same): no ERAS entry. As Dark Coffin: a
# mandatory "when" trigger of the GY, which cannot miss the timing; never offered for activation.
EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=lambda ctx, ev: ctx.destroyed_while_set(ev),
           resolve=resolve, damage_step=DS_ALWAYS, inflicts_damage="opponent",
           label="1000 damage to the opponent"),
]
