"""Trigger collection on a batch nobody seems to listen to (written for round 17b, which
measured keeping the happening types the lasting delayed effects listen to instead of walking
the lasting effects at every batch; the lead kept the tests, not that cache: stop 22).

seed 000 §誘發效果: every trigger that listens to what happened in a batch is collected,
whichever happening of the batch it listens to; a delayed effect ("if ... later", applied
without a chain link: Premature Burial, Deck Devastation Virus) hears its happening the
same way while it lasts, whatever other lasting effects started or ended before."""

from duelist.engine.lasting import END_OF_DAMAGE_STEP, END_OF_TURN, opponents_turn
from duelist.engine.names import L
from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_trigger_listening_to_the_second_kind_of_a_battle_batch_is_collected():
    """Turn 3: player 0's Zombyra the Dark (2100 ATK) attacks player 1's Battle Ox (1700 ATK).
    Damage calculation makes one batch: the battle damage (400), then Battle Ox destroyed by
    battle, then the battle records. Zombyra's trigger listens only to "destroyed", the
    batch's second kind: it is collected and Zombyra loses 200 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _settle(duel, s)
    s.pick("attack", "Zombyra the Dark", target="Battle Ox")
    _settle(duel, s)
    assert lp(duel) == (8000, 7600)
    assert grave(duel, 1) == ["Battle Ox"]
    assert duel.atk(zombyra.card(duel)) == 1900


def _burial_after_another_lasting_effect(until):
    """Turn 3, player 0: another lasting effect (player 1 skips their Draw Phase, `until`)
    starts in Main Phase 1 and batches are collected while it lasts; Battle Ox attacks
    directly; in Main Phase 2 player 0 revives Dark Magician with Premature Burial (its
    delayed effect: when this card is destroyed, destroy that monster); player 1 destroys
    Premature Burial with Mystical Space Typhoon."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    duel.start_lasting(L.SKIP_DRAW_PHASE, until, player=1)
    s = Script(duel)
    s.pick("battle")
    _settle(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    _settle(duel, s)
    assert lp(duel) == (8000, 6300)
    s.pick("end_battle")
    _settle(duel, s)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    s.pick("pass", player=1)                        # Chain Link 1 resolves
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Magician"]
    s.pick("activate", "Mystical Space Typhoon", player=1)     # answering the summon it made
    s.pick("target", "Premature Burial", player=1)
    _settle(duel, s)
    return duel


def test_a_delayed_effect_hears_its_happening_after_an_unrelated_lasting_effect_ended():
    """The other lasting effect ends at the end of the damage step, before Premature Burial
    is activated: the delayed effect that starts afterwards is the only lasting effect, as
    many as there were before. When Premature Burial is destroyed, Dark Magician is
    destroyed with it (Premature Burial's text; applied without a chain link)."""
    duel = _burial_after_another_lasting_effect(END_OF_DAMAGE_STEP)
    assert [e.tag for e in duel.lingering] == []
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Premature Burial"]


def test_a_delayed_effect_started_beside_another_lasting_effect_hears_its_happening():
    """The other lasting effect lasts to the end of the turn: the delayed effect starts
    beside it. Premature Burial destroyed: Dark Magician is destroyed with it; the other
    lasting effect is still there."""
    duel = _burial_after_another_lasting_effect(END_OF_TURN)
    assert [e.tag for e in duel.lingering] == [L.SKIP_DRAW_PHASE]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Premature Burial"]


def test_a_batch_of_draws_only_a_delayed_effect_hears():
    """Turn 4, player 1's Main Phase 1: Deck Devastation Virus lasts (player 0 activated it
    in answer to Pot of Greed); Pot of Greed draws Summoned Skull (2500 ATK), then Celtic
    Guardian (1400): one batch of two draws no card on the field and neither drawn card
    listens to. The Virus' delayed effect hears it: Celtic Guardian is destroyed, Summoned
    Skull stays in the hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Zombyra the Dark")                   # DARK, 2100 ATK: the Virus' cost
    table.spell_trap(0, "Deck Devastation Virus")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Summoned Skull", "Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Deck Devastation Virus", player=0, request="chain")
    s.pick("select", "Zombyra the Dark", request="select")
    _settle(duel, s)
    assert hand(duel, 1) == ["Summoned Skull"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Pot of Greed"]


def test_a_single_draw_only_a_delayed_effect_hears_beside_another_lasting_effect():
    """Turn 3: player 0 activates Deck Devastation Virus while another lasting effect of
    theirs lasts to the end of turn 4 (player 0 skips their Draw Phase, not used in
    turn 4); in turn 4 player 1 draws Celtic Guardian (1400 ATK) in their Draw Phase, one
    happening no card listens to: the Virus' delayed effect hears it and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Zombyra the Dark")
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Battle Ox"])
    duel = table.build()
    duel.start_lasting(L.SKIP_DRAW_PHASE, opponents_turn(1), player=0)
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Zombyra the Dark", request="select")
    s.end_turn()
    assert duel.turn == 4
    assert [e.tag for e in duel.lingering] == [L.SKIP_DRAW_PHASE, L.DELAYED]
    assert grave(duel, 1) == ["Celtic Guardian"] and hand(duel, 1) == []
