"""Dark Ruler Ha Des (53982768), Effect Monster."""
from duelist.cards import kit as K
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Fiend (2450/1600). While it is face-up on the field, an Effect "
               "Monster destroyed by battle with a Fiend its controller controls (itself too) has "
               "its effects negated while it stays in the GY the battle sent it to: those it "
               "activates there (a trigger such as Sangan's, a later Standby Phase effect such as "
               "Sinister Serpent's) and the Flip effect of a Set monster flipped by that attack do "
               "nothing. It cannot be Special Summoned from the GY.")


def SPECIAL_SUMMON_IF(ctx):
    """"This card cannot be Special Summoned from the Graveyard" (its 2005 text and today's):
    asked of every Special Summon, where the card is before it moves."""
    return ctx.card.location != S.GRAVE


def battle_victim_now(ctx):
    """In the damage step, the Effect Monster battling a Fiend this card's controller controls,
    whose destruction by that battle is decided; else None."""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.MZONE or not card.face_up or "player" in attack:
        return None
    a = ctx.card_by_uid(attack[0])
    b = ctx.card_by_uid(attack[1])
    if a is None or b is None:
        return None
    for fiend, victim in ((a, b), (b, a)):
        if fiend.location == S.MZONE and fiend.face_up and fiend.controller == ctx.player \
                and ctx.race(fiend) == "Fiend" and victim.controller != ctx.player \
                and ctx.destroyed_by_battle_now(victim) and "Effect" in victim.data.kinds:
            return victim
    return None


# the victims' book (kit.battle_victim_negation): kept on this card, read while it is face-up
EFFECTS = K.battle_victim_negation(
    battle_victim_now, "note a monster a Fiend of ours destroys by battle",
    "monsters destroyed by battle with our Fiends have their effects negated",
    "the monster our Fiend destroys by battle is negated in the damage step")
