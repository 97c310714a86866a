"""Fushi No Tori (38538445): a Spirit monster (never Special Summoned; back to the hand in the End
Phase of the turn it was Normal Summoned or flipped face-up); when it deals battle damage to the
opponent, its controller gains as many LP.

Sources: the card's text in our words (the 2005 print, LOD-072, and today's do the same: no ERAS
entry); the Spirit rules as Tsukuyomi's (`spirit_return`; "cannot be Special Summoned": Monster
Reborn cannot target it, seed 000 §特殊召喚). The gain is a mandatory trigger of the battle damage
(seed 004 §伤害步骤); no battle damage (a Defense Position target), no gain. Skill Drain negates it."""

from duelist.testing.reads import hand, lp
from duelist.testing.scenario import Script, Table

FNT = "Fushi No Tori"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _summon_and_attack(target=None, position="attack", skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1", lp=(5000, 8000))
    table.hand(0, FNT)
    ref = table.monster(1, target, position=position) if target else None
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", FNT)
    _pass_all(s, duel)
    s.pick("battle")
    _pass_all(s, duel)
    s.pick("attack", FNT, target=ref if ref else "player", request="battle")
    _pass_all(s, duel)
    return duel, s


def test_fushi_no_tori_direct_attack_gains_the_damage():
    """Q: I Normal Summon Fushi No Tori (1200) and attack directly. A: my opponent takes 1200 and I
    gain 1200."""
    duel, _ = _summon_and_attack()
    assert lp(duel) == (6200, 6800)


def test_fushi_no_tori_gains_the_difference_only():
    """Q: it attacks Thousand-Eyes Idol (0 ATK) in Attack Position. A: 1200 battle damage: I gain 1200."""
    duel, _ = _summon_and_attack("Thousand-Eyes Idol")
    assert lp(duel) == (6200, 6800)


def test_fushi_no_tori_no_battle_damage_no_gain():
    """Q: it attacks a face-down Thousand-Eyes Idol (0 DEF). A: no battle damage to a Defense
    Position monster: no gain."""
    duel, _ = _summon_and_attack("Thousand-Eyes Idol", position="set")
    assert lp(duel) == (5000, 8000)


def test_fushi_no_tori_returns_to_the_hand_in_the_end_phase():
    """Q: my turn ends after it attacked. A: it goes back to my hand in the End Phase."""
    duel, s = _summon_and_attack()
    s.pick("end_battle")
    _pass_all(s, duel)
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and hand(duel, 0) == [FNT] and duel.monsters(0) == []


def test_fushi_no_tori_skill_drain_no_gain():
    """Q: my opponent's Skill Drain is face-up; Fushi No Tori attacks directly. A: 1200 damage, but
    its effect is negated: no gain."""
    duel, _ = _summon_and_attack(skill_drain=True)
    assert lp(duel) == (5000, 6800)


def test_fushi_no_tori_cannot_be_special_summoned():
    """Q: Fushi No Tori is in my GY; can Monster Reborn revive it? A: no: with no other monster in a
    GY, Monster Reborn cannot even be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, FNT)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")
