"""Des Dendle (12965761), Union Effect Monster."""
from duelist.cards import kit
from duelist.cards.common import DS_ALWAYS, TRIGGER, UNION_2005, Effect, H, R, choose_summon_position, union
from duelist.cards.db import get_card
from duelist.engine import state as S

VAMPIRIC_ORCHIS = 46571052
WICKED_PLANT_TOKEN = 12965762     # the card database's Token record (Plant, EARTH, Level 1, 800/800)

DESCRIPTION = ("Level 4 EARTH Plant Union monster (300/2000). Once per turn its controller can either "
               "equip it, as an Equip Card, to a face-up Vampiric Orchis they control (a target), or "
               "unequip it and Special Summon it; if that monster would be destroyed by battle or by a "
               "card effect, this card is destroyed instead. While its own effect equips it, each time "
               "the equipped monster destroys an opponent's monster by battle, its controller Special "
               "Summons 1 Wicked Plant Token (Level 1 EARTH Plant, 800/800; not optional).")


def _won_a_battle(ctx, ev):
    # the equipped monster (while this card's own effect equips it) destroyed an opponent's monster
    # in the battle it is in (kit.destroys_by_battle, read for the monster this card equips)
    if ctx.card.location != S.SZONE or not ctx.equipped_by_union():
        return False
    holder = ctx.related(R.EQUIP)
    attack = ctx.attack
    if holder is None or attack is None or ev.get("reason") != "battle" or ev.get("controller") == ctx.player:
        return False
    if holder.uid not in attack or ev.get("uid") not in attack:
        return False
    return kit.destroyer_stands(ctx, holder)


def _plant(ctx):
    if ctx.free_monster_zone_count() < 1 or ctx.summon_locked():
        return
    position = yield from choose_summon_position(ctx)
    ctx.create_token(get_card(WICKED_PLANT_TOKEN), position)


def _plant_effect():
    return Effect(TRIGGER, events=H.DESTROYED, range=(S.SZONE,), match=_won_a_battle, resolve=_plant,
                  special_summons=True, damage_step=DS_ALWAYS, label="a Wicked Plant Token")


# Both texts make the Token only while its own effect equips it; the 2005 Union rules (battle only,
# Attack Position, one Union a monster) in the ERAS entry.
EFFECTS = union([VAMPIRIC_ORCHIS], name="Des Dendle") + [_plant_effect()]

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 EARTH Plant Union monster (300/2000) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Vampiric Orchis, or "
                    "unequipped and Special Summoned in face-up Attack Position; if that monster would be "
                    "destroyed by battle this card is destroyed instead; a monster holds one Union monster "
                    "at a time. While its own effect equips it, each time the equipped monster destroys an "
                    "opponent's monster by battle, its controller Special Summons 1 Wicked Plant Token "
                    "(Level 1 EARTH Plant, 800/800)."),
    "EFFECTS": union([VAMPIRIC_ORCHIS], name="Des Dendle", **UNION_2005) + [_plant_effect()],
}}
