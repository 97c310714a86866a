"""Hiro's Shadow Scout (81863068): a Level 2 DARK Fiend Flip monster; flipped face-up, the
opponent draws 3 cards, shows them, and discards the Spell Cards among them.

Sources: the card's text (MRL 2002 and today's say the same, in our words); yugioh-wiki.net
《悪魔の偵察者》: only the 3 cards drawn are checked (Spells already in the hand stay), and the
Traps and monsters among them stay in the hand. Seed 004 §翻转效果的发动: flipped face-up by an
attack, its Flip effect is activated after damage calculation, even when it is destroyed by that
battle. Skill Drain negates the effects of face-up monsters on the field (its text): its Flip
effect then does nothing."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


DECK = ["Pot of Greed", "Mirror Force", "Heavy Storm", "Battle Ox"]   # top first


def test_hiros_shadow_scout_flip_summoned():
    """Q: I Flip Summon Hiro's Shadow Scout; my opponent (holding Hinotama) draws Pot of Greed,
    Mirror Force and Heavy Storm. A: they discard Pot of Greed and Heavy Storm; Mirror Force and
    their Hinotama stay in their hand; Battle Ox stays in their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hiro's Shadow Scout", position="set")
    table.hand(1, "Hinotama")
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hiro's Shadow Scout", player=0, request="idle")
    _finish(s)
    assert sorted(hand(duel, 1)) == ["Hinotama", "Mirror Force"]
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Pot of Greed"]
    assert [c.name for c in duel.players[1].deck] == ["Battle Ox"]


def test_hiros_shadow_scout_flipped_by_an_attack():
    """Q: my opponent's Battle Ox attacks my face-down Hiro's Shadow Scout. A: it is destroyed, but
    its Flip effect still makes my opponent draw 3, discarding the Spells."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    scout = table.monster(0, "Hiro's Shadow Scout", position="set")
    table.monster(1, "Battle Ox")
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=scout, player=1, request="battle")
    _finish(s)
    assert grave(duel, 0) == ["Hiro's Shadow Scout"]
    assert hand(duel, 1) == ["Mirror Force"]
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Pot of Greed"]


def test_hiros_shadow_scout_under_skill_drain():
    """Q: Skill Drain is face-up; I Flip Summon Hiro's Shadow Scout. A: its effect is negated: my
    opponent draws nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hiro's Shadow Scout", position="set")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hiro's Shadow Scout", player=0, request="idle")
    _finish(s)
    assert hand(duel, 1) == [] and len(duel.players[1].deck) == 4
