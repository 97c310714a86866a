"""Second Goblin (19086954), Union Effect Monster."""
from duelist.cards.common import IGNITION, UNION_2005, Effect, R, union
from duelist.engine import state as S

GIANT_ORC = 73698349

DESCRIPTION = ("Level 1 DARK Fiend Union monster (100/100). Once per turn its controller can either "
               "equip it, as an Equip Card, to a face-up Giant Orc they control (a target), or unequip "
               "it and Special Summon it; if that monster would be destroyed by battle or by a card "
               "effect, this card is destroyed instead. While its own effect equips it, once per turn "
               "its controller can change the equipped monster between face-up Attack and Defense "
               "Position (an effect: Giant Orc's own lock does not stop it).")


def _holder(ctx):
    card = ctx.card
    if card.location != S.SZONE or not ctx.equipped_by_union():
        return None
    holder = ctx.related(R.EQUIP)
    if holder is None or holder.location != S.MZONE or not holder.face_up or not ctx.can_change_position(holder):
        return None
    return holder


def _can_switch(ctx):
    return _holder(ctx) is not None


def _switch(ctx):
    holder = _holder(ctx)
    if holder is not None:
        to = S.FACEUP_DEFENSE if holder.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
        ctx.change_position(holder, to)


def _switch_effect():
    return Effect(IGNITION, range=(S.SZONE,), once_per_turn=True, condition=_can_switch, resolve=_switch,
                  label="change the equipped monster's battle position")


# Both texts switch the position only while its own effect equips it; the 2005 Union rules (battle
# only, Attack Position, one Union a monster) in the ERAS entry, as Des Dendle's.
EFFECTS = union([GIANT_ORC], name="Second Goblin") + [_switch_effect()]

ERAS = {"2005": {
    "DESCRIPTION": ("Level 1 DARK Fiend Union monster (100/100) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Giant Orc, or unequipped "
                    "and Special Summoned in face-up Attack Position; if that monster would be destroyed "
                    "by battle this card is destroyed instead; a monster holds one Union monster at a "
                    "time. While its own effect equips it, once per turn its controller can change the "
                    "equipped monster between face-up Attack and Defense Position."),
    "EFFECTS": union([GIANT_ORC], name="Second Goblin", **UNION_2005) + [_switch_effect()],
}}
