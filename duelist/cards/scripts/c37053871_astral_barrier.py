"""Astral Barrier (37053871), Continuous Trap."""
from duelist.cards.common import APPLY, H, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while it is face-up, each time an opponent's monster attacks a "
               "monster you control, you may make that attack a direct attack on you instead (no "
               "chain link).")


def _on_my_monster(ctx, ev):
    """An opponent's monster declared an attack on a monster this card's controller controls."""
    if ev.get("player") == ctx.player or ev.get("target") is None:
        return False
    target = ctx.card_by_uid(ev["target"])
    return target is not None and target.location == S.MZONE and target.controller == ctx.player


def resolve(ctx):
    ctx.make_attack_direct()


# The change is applied as the attack is declared, no chain link (the card's continuous effect,
# as yugioh-wiki.net 《アストラルバリア》 and its kin 《トゥーン・ディフェンス》 describe it; the OCG
# FAQ as we recall it: the attack is not declared anew). The 2005 text (RDS, "you can make it a
# direct attack to your Life Points") does the same: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(APPLY, events=(H.ATTACK,), match=_on_my_monster, optional=True, resolve=resolve,
           label="make the attack a direct attack"),
]
