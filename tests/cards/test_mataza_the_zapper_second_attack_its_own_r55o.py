"""Mataza the Zapper's (22609617) second attack is its own: the other monsters beside it attack once.

Sources: the card's text in my words (this card can attack twice in each Battle Phase: it gives
the second attack to itself alone), as tests/cards/test_mataza_the_zapper_r54m.py reads it
(yugioh-wiki.net 《不意打ち又佐》); seed 004 §战斗阶段 (each monster in Attack Position may
declare one attack a Battle Phase unless an effect says otherwise). Round 55o: kills battle.py
`_extra_attacks_left` asking Mataza's `affects` with `or` (every monster of a duel with a face-up
Mataza then attacked twice), and the Battle Step menu's `again = False` for Mataza's second
attack (read as Asura Priest's: only monsters not attacked yet)."""

import pytest

from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("side", [0, 1])
def test_battle_ox_beside_mataza_attacks_once(side):
    """Q: I control Battle Ox (1700); a face-up Mataza the Zapper is on the field (mine, or my
    opponent's). I attack with Battle Ox (directly, or at their Mataza in Defense Position).
    May it attack again? A: no: only Mataza attacks twice; 1700 damage, and Battle Ox is no
    longer offered an attack."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(side, "Mataza the Zapper", position="attack" if side == 0 else "defense")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.expect(request="battle", player=0)
    target = "player" if side == 0 else "Mataza the Zapper"
    s.pick("attack", "Battle Ox", target=target)
    _pass_all(s, duel)
    s.expect(request="battle", player=0)
    assert not s.has("attack", "Battle Ox")
    if side == 0:
        assert duel.players[1].lp == 8000 - 1700
        assert s.has("attack", "Mataza the Zapper")


def test_mataza_may_attack_the_same_monster_twice():
    """Q: Mataza the Zapper (1300) attacks my opponent's face-up Defense Position Mystical Elf
    (DEF 2000): the Elf survives, I take 700. May Mataza's second attack go at the Elf again? A:
    yes: its second attack may pick any target, the monster it attacked included (unlike Asura
    Priest's "each monster once"); I take 700 more."""
    table = Table(turn=3)
    table.monster(0, "Mataza the Zapper")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Mataza the Zapper", target="Mystical Elf")
    _pass_all(s, duel)
    assert duel.players[0].lp == 7300
    s.expect(request="battle", player=0)
    assert s.has("attack", "Mataza the Zapper", target="Mystical Elf")
    s.pick("attack", "Mataza the Zapper", target="Mystical Elf")
    _pass_all(s, duel)
    assert duel.players[0].lp == 6600 and [c.name for c in duel.monsters(1)] == ["Mystical Elf"]
