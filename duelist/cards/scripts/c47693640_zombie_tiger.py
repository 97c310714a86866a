"""Zombie Tiger (47693640), Union Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, UNION_2005, Effect, H, R, union
from duelist.engine import state as S

DECAYED_COMMANDER = 10209545

DESCRIPTION = ("Level 3 EARTH Zombie Union monster (1400/1600). Once per turn its controller can "
               "either equip it, as an Equip Card, to a face-up Decayed Commander they control (a "
               "target), or unequip it and Special Summon it. The monster it equips gains 500 ATK and "
               "DEF, and each time that monster destroys an opponent's monster by battle the opponent "
               "discards 1 card at random; if that monster would be destroyed by battle or by a card "
               "effect, this card is destroyed instead.")


def equipped_destroys(ctx, ev):
    """The monster this card equips destroyed an opponent's monster by battle (the era's rule of a
    mutual destruction: kit.destroyer_stands). The text gives the discard whatever equipped this
    card, only the ATK/DEF gain asks for its own effect (both texts; the OCG text 《ゾンビタイガー》)."""
    if ctx.card.location != S.SZONE:
        return False
    holder = ctx.related(R.EQUIP)
    attack = ctx.attack
    if holder is None or attack is None or holder.uid not in attack:
        return False
    if ev.get("reason") != "battle" or ev.get("controller") == ctx.player or ev.get("uid") not in attack:
        return False
    return K.destroyer_stands(ctx, holder)


def _effects(own_effect_only=False, **union_options):
    return union([DECAYED_COMMANDER], 500, 500, name="Zombie Tiger", own_effect_only=own_effect_only,
                 **union_options) + [
        Effect(TRIGGER, events=H.DESTROYED, range=(S.SZONE,), match=equipped_destroys,
               resolve=K.random_discard, damage_step=DS_ALWAYS, discards="opponent",
               label="the equipped monster destroyed a monster: a random discard")]


EFFECTS = _effects()

ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 EARTH Zombie Union monster (1400/1600) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Decayed Commander, or "
                    "unequipped and Special Summoned in face-up Attack Position. While its own effect "
                    "equips it, that monster gains 500 ATK and DEF; when the equipped monster destroys an "
                    "opponent's monster by battle the opponent discards 1 card at random; if it would be "
                    "destroyed by battle this card is destroyed instead. A monster holds one Union "
                    "monster at a time."),
    "EFFECTS": _effects(**UNION_2005),
}}
