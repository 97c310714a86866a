"""Wicked-Breaking Flamberge - Baou (68427465), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import R
from duelist.cards.scripts.c21900719_twin_swords_of_flashing_light_tryce import discard_equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster, activated by discarding 1 card: it gains 500 "
               "ATK. An opponent's Effect Monster it destroys by battle has its effects negated: "
               "the Flip effect of a Set monster flipped by that battle, and, while this card stays "
               "face-up on the field, the effects that monster activates in the GY the battle sent "
               "it to (Sangan's search, Sinister Serpent's return).")


def battle_victim_now(ctx):
    """In the damage step, the opponent's Effect Monster battling the monster this card equips,
    whose destruction by that battle is decided; else None."""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.SZONE or not card.face_up or "player" in attack:
        return None
    holder = ctx.related(R.EQUIP)
    if holder is None:
        return None
    a = ctx.card_by_uid(attack[0])
    b = ctx.card_by_uid(attack[1])
    for fighter, victim in ((a, b), (b, a)):
        if fighter is holder and victim is not None and victim.controller != holder.controller \
                and ctx.destroyed_by_battle_now(victim) and "Effect" in victim.data.kinds:
            return victim
    return None


# (the 2005 text, DCR, and today's do the same: no ERAS entry; how long the negation lasts, while
# the monster stays in the GY and this card stays face-up, is Ha Des's ruling read onto this card)
EFFECTS = discard_equip_spell(500) + K.battle_victim_negation(
    battle_victim_now, "note a monster the equipped monster destroys by battle",
    "monsters the equipped monster destroys by battle have their effects negated",
    "the monster the equipped monster destroys by battle is negated in the damage step")
