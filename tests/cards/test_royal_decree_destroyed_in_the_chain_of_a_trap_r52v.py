"""Royal Decree ("the effects of every other Trap on the field are negated") and a Trap activated
under it, with Royal Decree destroyed in the same chain (round 52v).

Royal Decree stops no activation: a Trap may still be activated, and whether its effect is
negated is decided as it resolves (Royal Decree's text; the Imperial Order twin, yugioh.fandom.com
"Card Rulings:Imperial Order": activated cards are negated, not barred). Seed 000 §效果分類 ›
永續效果: a continuous effect stops applying the moment its card leaves the field, even in the
middle of a chain's resolution. So the chain's order decides: Mystical Space Typhoon chained
ABOVE Mirror Force removes Royal Decree first and Mirror Force then resolves in full; Mirror
Force chained above the Typhoon resolves while Royal Decree is still there, and does nothing."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def _attack_under_royal_decree():
    """Player 0 controls Royal Decree, Battle Ox and Celtic Guardian; player 1 has a Set Mirror
    Force and a Set Mystical Space Typhoon. Battle Ox attacks directly."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Royal Decree", face_down=False)
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    return duel, s


def _pass_all(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_mirror_force_resolves_in_full_once_royal_decree_is_destroyed_above_it():
    """Q: my opponent's Battle Ox attacks me under their Royal Decree. I activate Mirror Force
    anyway and chain Mystical Space Typhoon on Royal Decree. A: the Typhoon resolves first and
    destroys Royal Decree; Mirror Force then resolves with nothing negating it and destroys
    both their Attack Position monsters: the attack ends, I take no damage."""
    duel, s = _attack_under_royal_decree()
    s.pick("activate", "Mirror Force", player=1)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Royal Decree")
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Royal Decree"]
    assert [m for m in monsters(duel, 0) if m] == []
    assert lp(duel) == (8000, 8000)


def test_mirror_force_chained_above_the_typhoon_resolves_under_royal_decree_and_does_nothing():
    """Q: the same cards, but I activate Mystical Space Typhoon on Royal Decree first and chain
    Mirror Force to it. A: Mirror Force resolves first, while Royal Decree is still face-up:
    its effect is negated and both monsters stay. Then Royal Decree is destroyed, and Battle
    Ox's attack goes on: I take 1700."""
    duel, s = _attack_under_royal_decree()
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Royal Decree")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Royal Decree"]
    assert [m for m in monsters(duel, 0) if m] == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Mirror Force", "Mystical Space Typhoon"]
    assert lp(duel) == (8000, 8000 - 1700)
