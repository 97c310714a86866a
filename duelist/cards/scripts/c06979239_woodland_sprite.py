"""Woodland Sprite (6979239), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, R
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Plant. Ignition, its cost 1 Equip Spell its controller controls and "
               "that is equipped to it sent to the GY (a monster hung on it as an Equip Card counts, "
               "an Equip Trap does not): the opponent takes 500 damage. No limit a turn.")


def _equip_spells(ctx):
    return [c for c in ctx.related_from(ctx.card, R.EQUIP)
            if c.location == S.SZONE and c.controller == ctx.player and c.data.card_type != "Trap"]


def condition(ctx):
    return ctx.card.face_up


def can_pay(ctx):
    return any(ctx.can_send_to_grave([c]) for c in _equip_spells(ctx))


def cost(ctx):
    fits = [c for c in _equip_spells(ctx) if ctx.can_send_to_grave([c])]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Woodland Sprite: send which Equip Spell to the GY?")
    ctx.send_to_grave(chosen, reason="cost")


def resolve(ctx):
    ctx.damage(1 - ctx.player, 500)


# The 2005 text (LOD-061, "Equip Spell Card"; the OCG's reads "Equip Card") does what today's TCG
# text does: no ERAS entry.
EFFECTS = [Effect(IGNITION, inflicts_damage="opponent", resolve=resolve, condition=condition, can_pay=can_pay, cost=cost,
                  label="send an Equip Spell to the GY: 500 damage")]
