"""Wicked-Breaking Flamberge - Baou (68427465), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, M, R, STATE
from duelist.cards.scripts.c21900719_twin_swords_of_flashing_light_tryce import discard_equip_spell
# the victims' book Dark Ruler Ha Des keeps on itself (the marks, the GY objects, the links negated)
from duelist.cards.scripts.c53982768_dark_ruler_ha_des import (_arrived, _in_grave, _pending, keep_victims,
                                                                victim_link)
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster, activated by discarding 1 card: it gains 500 "
               "ATK. An opponent's Effect Monster it destroys by battle has its effects negated: "
               "the Flip effect of a Set monster flipped by that battle, and, while this card stays "
               "face-up on the field, the effects that monster activates in the GY the battle sent "
               "it to (Sangan's search, Sinister Serpent's return).")

VICTIMS = M.BATTLE_VICTIMS
# a mark on this object: [turn, [cid, ...], [uid, ...]]: the monsters the equipped monster destroyed
# by battle this turn (noted in the damage step, by card), and the GY objects such battles made
# (as Dark Ruler Ha Des keeps its own)


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


def new_victim(ctx):
    victim = battle_victim_now(ctx)
    return victim is not None and victim.cid not in _pending(ctx)


def note_victim(ctx):
    victim = battle_victim_now(ctx)
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _pending(ctx) + [victim.cid], list(_in_grave(ctx))])


# (the 2005 text, DCR, and today's do the same: no ERAS entry; how long the negation lasts, while
# the monster stays in the GY and this card stays face-up, is Ha Des's ruling read onto this card)
EFFECTS = discard_equip_spell(500) + [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster the equipped monster destroys by battle"),
    Effect(STATE, condition=lambda ctx: bool(_arrived(ctx)), resolve=keep_victims, while_negated=True,
           label="keep the GY card that battle made"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters the equipped monster destroys by battle have their effects negated"),
    # a Set monster destroyed by that battle: its FLIP effect, activated after damage calculation
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: battle_victim_now(ctx) is card,
           label="the monster the equipped monster destroys by battle is negated in the damage step"),
]
