"""Shooting Star Bow - Ceal (95638658): the direct attack is a permission, not an obligation.

Source: the card's text ("can attack directly", both the 2005 print DCR-033 and today's): the
equipped monster may still pick one of the opponent's monsters as its attack target, as any
"can attack directly" monster may. (Review round 56s.)"""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BOW = "Shooting Star Bow - Ceal"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_shooting_star_bow_ceal_monster_may_still_attack_a_monster():
    """Q: my Summoned Skull (2500) holds the Bow; my opponent controls Battle Ox (1700). May the
    Skull (1500) attack the Ox rather than my opponent? A: yes: the Ox's 1700 wins, the Skull is
    destroyed with the Bow and I take 200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, BOW, face_down=False, equipped_to=skull)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(skull.card(duel)) == 1500
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    _resolve(s)
    assert lp(duel) == (7800, 8000) and sorted(grave(duel, 0)) == [BOW, "Summoned Skull"]
