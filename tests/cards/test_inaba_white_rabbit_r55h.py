"""Inaba White Rabbit (77084837): a Spirit monster (never Special Summoned; back to the hand in
the End Phase of a turn it was Normal Summoned or flipped face-up) that may attack directly.

Sources: the card's texts read in our words (the 2005 print, Legacy of Darkness LOD-065, and
today's do the same: no ERAS entry); yugioh-wiki.net 《因幡之白兎》 and seed 004 §特殊效果怪兽
(スピリットモンスター): a Spirit cannot be Special Summoned and returns to its owner's hand in the
End Phase of the turn it was Normal Summoned or flipped (a mandatory trigger); its direct attack
is a continuous effect: it may attack the opponent directly while they control monsters (it may
still attack a monster); Skill Drain negates its effects on the field, the direct attack
included (seed 000 §效果分類; tests/cards/test_asura_priest_under_skill_drain_r51s.py)."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table

RABBIT = "Inaba White Rabbit"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_inaba_white_rabbit_attacks_directly_past_a_monster():
    """Q: my opponent controls Mystical Elf; my Inaba White Rabbit (700) attacks. A: it may attack
    directly: 700 damage (it could also attack the Elf)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, RABBIT)
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", RABBIT, target=elf)
    s.pick("attack", RABBIT, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7300)


def test_inaba_white_rabbit_returns_to_the_hand_in_the_end_phase():
    """Q: I Normal Summon Inaba White Rabbit and end my turn. A: in the End Phase it goes back to
    my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RABBIT)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", RABBIT)
    s.end_turn()
    _resolve(s)
    assert field_monsters(duel, 0) == [] and RABBIT in hand(duel, 0)


def test_inaba_white_rabbit_cannot_be_special_summoned():
    """Q: Inaba White Rabbit is in my GY; may I target it with Monster Reborn? A: no: a Spirit can
    never be Special Summoned; Monster Reborn has no target and cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn")
    table.grave(0, RABBIT)
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_inaba_white_rabbit_under_skill_drain_cannot_attack_directly():
    """Q: my opponent controls a face-up Skill Drain and Mystical Elf. A: the direct attack is
    negated: Inaba White Rabbit may only attack the Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, RABBIT)
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", RABBIT, target=elf)
    assert not s.has("attack", RABBIT, target="player")
