"""Masked Sorcerer (10189126): each time it deals battle damage to the opponent, its controller
draws 1 card (mandatory).

Sources: the card's text (MRD, 2005: "When this card inflicts Battle Damage to your opponent's
Life Points, draw 1 card"; today's: "If this card inflicts battle damage to your opponent: Draw 1
card": the same); seed 000 §效果分類 › 誘發效果 (a trigger needs its event: no battle damage, no
draw) and seed 004 §伤害的判定 (a monster in Defense Position deals its attacker's controller's
opponent no battle damage); Kuriboh's text (that battle damage becomes 0)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _battle(p1_monster=None, position="attack", p1_hand=()):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Masked Sorcerer")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    ref = table.monster(1, p1_monster, position=position) if p1_monster else None
    if p1_hand:
        table.hand(1, *p1_hand)
    duel = table.build()
    return duel, Script(duel), ref


def _settle(s, duel):
    while duel.request.kind != "battle":
        s.pick("pass")


def test_masked_sorcerer_direct_attack_draws_1():
    """Q: Masked Sorcerer attacks my opponent directly for 900: what happens? A: they take 900
    and I draw 1 card."""
    duel, s, _ = _battle()
    s.pick("attack", "Masked Sorcerer", target="player")
    _settle(s, duel)
    assert lp(duel) == (8000, 7100) and hand(duel, 0) == ["Mystical Elf"]


def test_masked_sorcerer_destroying_an_attack_position_monster_draws_1():
    """Q: Masked Sorcerer (900) attacks Thousand-Eyes Idol (0 ATK, Attack Position): do I draw?
    A: yes: it dealt 900 battle damage to my opponent (and destroyed the Idol)."""
    duel, s, idol = _battle("Thousand-Eyes Idol")
    s.pick("attack", "Masked Sorcerer", target=idol)
    _settle(s, duel)
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Thousand-Eyes Idol"]
    assert hand(duel, 0) == ["Mystical Elf"]


def test_masked_sorcerer_no_battle_damage_no_draw():
    """Q: Masked Sorcerer destroys a Defense Position Thousand-Eyes Idol: do I draw? A: no: no
    battle damage was dealt."""
    duel, s, idol = _battle("Thousand-Eyes Idol", position="defense")
    s.pick("attack", "Masked Sorcerer", target=idol)
    _settle(s, duel)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Thousand-Eyes Idol"] and hand(duel, 0) == []


def test_masked_sorcerer_draws_nothing_for_another_monsters_battle_damage():
    """Q: my Battle Ox, not Masked Sorcerer, attacks directly: do I draw? A: no: only Masked
    Sorcerer's own battle damage counts."""
    duel, s, _ = _battle()
    s.pick("attack", "Battle Ox", target="player")
    _settle(s, duel)
    assert lp(duel) == (8000, 6300) and hand(duel, 0) == []


def test_masked_sorcerer_answered_by_kuriboh_draws_nothing():
    """Q: Masked Sorcerer attacks directly; my opponent discards Kuriboh during damage
    calculation. Do I draw? A: no: the battle damage became 0, and 0 is no damage dealt."""
    duel, s, _ = _battle(p1_hand=("Kuriboh",))
    s.pick("attack", "Masked Sorcerer", target="player")
    while duel.damage_sub != "calc":
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=1, request="chain")
    _settle(s, duel)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Kuriboh"] and hand(duel, 0) == []
    assert not [e for e in of_type(duel, "draw") if e["player"] == 0]
