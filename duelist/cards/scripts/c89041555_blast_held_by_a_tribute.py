"""Blast Held by a Tribute (89041555), Normal Trap."""
from duelist.cards.common import H, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when a monster of the opponent's that was Tribute Summoned declares an "
               "attack, every face-up Attack Position monster they control is destroyed and they "
               "take 1000 damage.")


def tribute_summoned_attacks(ctx):
    """The attacker is on the opponent's field and was Tribute Summoned (by whoever: a monster
    they took from me counts, yugioh-wiki.net FAQ)."""
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player and attack[0].summon_kind == "tribute"


def in_attack(ctx, card):
    return card.position == S.FACEUP_ATTACK


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("monsters", in_attack, who="opp"))
    # "destroy ..., and inflict 1000": dealt with the destruction, not only if it destroyed (our reading)
    ctx.damage(ctx.opponent, 1000)


# The 2005 text (DCR) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=tribute_summoned_attacks, answers=H.ATTACK, destroys=True,
                    inflicts_damage="opponent")]
