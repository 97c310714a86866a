"""Spell-Stopping Statute (10069180), Counter Trap: when a Continuous Spell Card is activated,
negate the activation and destroy it. One meaning in both eras (the 2005 print: "activate only
when a Continuous Spell Card is activated; negate the activation and destroy it").

Sources: the card's own text in our words; Seed 000 §反擊陷阱 (a Counter Trap negating an
activation answers it directly); Seed 000 §永續魔法 (an effect a face-up Continuous Spell
activates is an effect's activation, not the Spell Card's: the Statute cannot answer it); an
Equip Spell (Premature Burial) is no Continuous Spell."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_spell_stopping_statute_negates_a_continuous_spell():
    """Q: my opponent activates Wave-Motion Cannon; I chain Spell-Stopping Statute. A: the
    activation is negated and the Cannon destroyed: both cards in their GYs, none on the
    field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Wave-Motion Cannon")
    table.spell_trap(1, "Spell-Stopping Statute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon", player=0)
    s.pick("activate", "Spell-Stopping Statute", player=1, request="chain")
    _pass(duel, s)
    assert grave(duel, 0) == ["Wave-Motion Cannon"] and grave(duel, 1) == ["Spell-Stopping Statute"]
    assert [c for c in duel.players[0].szone if c] == []


def test_spell_stopping_statute_cannot_answer_a_normal_or_equip_spell():
    """Q: may I answer my opponent's Premature Burial (an Equip Spell) or Pot of Greed (a Normal
    Spell) with Spell-Stopping Statute? A: no: both resolve, and it stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Premature Burial", "Pot of Greed")
    table.grave(0, "Battle Ox")
    table.deck(0, ["Kozaky"] * 3)
    statute = table.spell_trap(1, "Spell-Stopping Statute")
    table.spell_trap(1, "Mystical Space Typhoon")       # a card that can be chained, so a window opens
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial", player=0)
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        if duel.request.player == 1:
            assert not s.has("activate", "Spell-Stopping Statute")
        s.pick("pass")
    s.pick("activate", "Pot of Greed", player=0)
    while duel.request.kind == "chain":
        if duel.request.player == 1:
            assert not s.has("activate", "Spell-Stopping Statute")
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and lp(duel) == (7200, 8000)
    assert len(duel.players[0].hand) == 2
    assert statute.card(duel).location == S.SZONE and not statute.card(duel).face_up


def test_spell_stopping_statute_cannot_answer_a_face_up_continuous_spells_effect():
    """Q: my opponent sends their face-up Wave-Motion Cannon to the GY for its effect; may I
    chain Spell-Stopping Statute? A: no: that is the activation of an effect, not of a
    Continuous Spell Card: the Statute is never offered and stays Set."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    cannon = table.spell_trap(0, "Wave-Motion Cannon", face_down=False)
    statute = table.spell_trap(1, "Spell-Stopping Statute")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", cannon, player=0)
    while duel.request.kind == "chain":
        if duel.request.player == 1:
            assert not s.has("activate", "Spell-Stopping Statute")
        s.pick("pass")
    assert grave(duel, 0) == ["Wave-Motion Cannon"] and grave(duel, 1) == []
    assert statute.card(duel).location == S.SZONE and not statute.card(duel).face_up
