"""Energy Drain (56916805), Normal Trap: target 1 face-up monster you control; it gains 200 ATK
and DEF for each card in your opponent's hand until the end of the turn.

Sources: the card's text (IOC, 2004: "select 1 face-up monster on your side of the field; it
gains 200 ATK and DEF for each card in your opponent's hand until the End Phase"; today's:
the same, so no 2005 entry); the count is taken as it resolves (seed 000 §連鎖); a card that
changes ATK/DEF may be activated in the Damage Step up to damage calculation (seed 000
§傷害步驟); with no card in the opponent's hand it is not activated (our reading: it would
do nothing, as yugioh-wiki's FAQ rules for Cemetary Bomb's empty GY, and yugioh-wiki.net 用語
「空撃ち」: a card known at activation to do nothing is not activated, e.g. Confiscation with
an empty hand; no FAQ for this card found, round 55k looked)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_energy_drain_gains_200_per_card_in_the_opponents_hand():
    """Q: my opponent holds 4 cards; I activate Energy Drain on my Battle Ox (1700/1000).
    A: 2500 ATK and 1800 DEF until the end of the turn."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Energy Drain")
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Mystical Elf", "Dark Hole", "Sangan", "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Energy Drain", request="idle")
    s.pick("target", ox)
    _finish(s)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2500, 1800)
    assert grave(duel, 0) == ["Energy Drain"]


def test_energy_drain_in_the_damage_step_wins_the_battle():
    """Q: my Battle Ox (1700) attacks Summoned Skull (2500); my opponent holds 5 cards. In the
    Damage Step, before damage calculation, I activate Energy Drain on Battle Ox. A: 2700 ATK:
    Summoned Skull is destroyed and my opponent takes 200."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.spell_trap(0, "Energy Drain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.hand(1, "Mystical Elf", "Dark Hole", "Sangan", "Jinzo", "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    for _ in range(10):
        if s.has("activate", "Energy Drain") and duel.step == "damage":
            break
        s.pick("pass")
    s.pick("activate", "Energy Drain", player=0)
    s.pick("target", ox)
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 2700
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7800)


def test_energy_drain_needs_a_card_in_the_opponents_hand():
    """Q: my opponent's hand is empty; may I activate Energy Drain on my Battle Ox? A: no."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Energy Drain")
    table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", "Energy Drain")


def test_energy_drain_cannot_target_an_opponents_monster():
    """Q: I control only a Set Battle Ox, my opponent a face-up Summoned Skull; may I activate
    Energy Drain? A: no: it targets a face-up monster of mine only."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Energy Drain")
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Summoned Skull")
    table.hand(1, "Mystical Elf")
    assert not Script(table.build()).has("activate", "Energy Drain")


def test_energy_drain_lasts_until_the_end_of_the_turn():
    """Q: I activate Energy Drain on Battle Ox with 2 cards in my opponent's hand, then end my
    turn. A: 2100 ATK this turn; back to 1700 in my opponent's turn."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Energy Drain")
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Mystical Elf", "Dark Hole")
    table.deck(1, ["Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Energy Drain", request="idle")
    s.pick("target", ox)
    _finish(s)
    assert duel.atk(ox.card(duel)) == 2100
    s.end_turn()
    _finish(s)
    assert duel.turn == 4 and duel.atk(ox.card(duel)) == 1700
