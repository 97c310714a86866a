"""Big Bang Shot (61127349), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, H, R, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 400 ATK, and attacking a Defense "
               "Position monster it deals the amount its ATK exceeds that DEF as battle damage. When "
               "this card leaves the field, the monster it was still equipped to is banished "
               "(mandatory; nothing if that monster left first).")


def left_while_equipped(ctx, ev):
    """This card left (the equip relation cut by its own move) while equipped to a monster,
    its effects not negated then."""
    return ev["kind"] == R.EQUIP and ev["cause"] == "source" and ev["cid"] == ctx.card.cid and not ev["negated"]


def banish_monster(ctx):
    ev = ctx.event
    monster = ctx.card_by_uid(ev["target_uid"])
    if monster is not None and monster.location == S.MZONE:
        ctx.banish([monster])


# The 2005 text (DR1: "When this card is removed from the field, remove the equipped monster
# from play", mandatory) and today's do the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=400) + [
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: ctx.related(R.EQUIP) is card, label="piercing"),
    Effect(TRIGGER, events=H.UNRELATED, match=left_while_equipped, resolve=banish_monster, damage_step=DS_ALWAYS,
           range=(S.GRAVE, S.HAND, S.DECK, S.BANISHED), label="banish the equipped monster"),
]
