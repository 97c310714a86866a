"""Goat-format Traps: Ring of Destruction, Dust Tornado, Reckless Greed.

Rules cited: seed 000 §陷阱卡 (通常陷阱), §勝負判定條件; seed 004 §连锁和咒文速度.
Card behaviour: current OCG/TCG text and rulings (Ring of Destruction: the 2015 text).
"""

import pytest

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------ Ring of Destruction
def _ring_table(lp_=None, ring_copies=1, rules=None):
    """Player 0's turn 3; player 1 holds Ring of Destruction Set; player 0 has Summoned
    Skull (2500) and Battle Ox (1700) face-up."""
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    skull = table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    for _ in range(ring_copies):
        table.spell_trap(1, "Ring of Destruction")
    return table, skull


def test_ring_of_destruction_both_players_take_the_original_atk():
    """Ring of Destruction: destroy the target; its controller's opponent (the Ring's
    controller) takes damage equal to its original ATK first, then the other player the
    same amount."""
    table, skull = _ring_table()
    duel = table.build()
    s = Script(duel)
    s.pick("battle")                                     # player 1 may act as Main Phase 1 ends
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    assert grave(duel, 0) == ["Summoned Skull"] and grave(duel, 1) == ["Ring of Destruction"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 2500), (0, 2500)]
    assert lp(duel) == (5500, 5500)


def test_ring_of_destruction_uses_the_original_atk():
    """Ring of Destruction: the damage is the ORIGINAL ATK (2500), not the boosted ATK
    (Summoned Skull with Sword of Dark Destruction: 2900)."""
    table = Table(turn=3, turn_player=0)
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=skull)
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    assert duel.atk(skull.card(duel)) == 2900
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert lp(duel) == (5500, 5500)


def test_ring_of_destruction_only_in_the_opponents_turn():
    """Ring of Destruction: "During your opponent's turn" — not in your own turn."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    assert not Script(duel).has("activate", "Ring of Destruction")


def test_ring_of_destruction_atk_must_not_exceed_the_opponents_lp():
    """Ring of Destruction: only a monster whose ATK is at most its controller's LP can be
    targeted (opponent at 2000 LP: Battle Ox 1700 yes, Summoned Skull 2500 no)."""
    table, _ = _ring_table(lp_=(2000, 8000))
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_ring_of_destruction_targets_only_the_opponents_face_up_monsters():
    """Ring of Destruction: "face-up monster your opponent controls" — not your own, not a
    face-down one."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_ring_of_destruction_both_at_zero_is_a_draw():
    """Ring of Destruction (GOAT, the 2005 text: both players take the damage at the same
    time): both players' LP reach 0 through its resolution: the duel is a draw (seed 000
    §勝負判定條件: both lose at once). Today's text, where its player's damage comes first, is
    tests/cards/test_ring_of_destruction_todays_text_its_player_at_zero_r58y.py."""
    table, _ = _ring_table(lp_=(2500, 2500), rules="GOAT")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.result is not None and duel.result["winner"] is None


def test_ring_of_destruction_only_one_per_turn():
    """Ring of Destruction: "You can only activate 1 Ring of Destruction per turn": with the
    first resolved, the second copy cannot be activated that turn."""
    table, _ = _ring_table(ring_copies=2)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1, first=True)
    s.pick("target", "Battle Ox", player=1)
    # the Main Phase menu came back (something was activated); going on gives no new chance
    s.pick("battle", player=0, request="idle")
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert lp(duel) == (6300, 6300) and grave(duel, 1) == ["Ring of Destruction"]


# ------------------------------------------------------------------- Dust Tornado
def _tornado_table():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.hand(0, "Waboku")
    return table


def test_dust_tornado_destroys_then_sets_a_card_from_the_hand():
    """Dust Tornado: destroy the targeted Spell/Trap, then you may Set a Spell/Trap from your
    hand; a Trap Set this way cannot be activated this turn (seed 000 §陷阱卡)."""
    duel = _tornado_table().build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Swords of Revealing Light", player=0)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Waboku", player=0)
    assert grave(duel, 1) == ["Swords of Revealing Light"] and grave(duel, 0) == ["Dust Tornado"]
    waboku = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in waboku] == ["Waboku"] and not waboku[0].face_up
    assert waboku[0].set_turn == duel.turn and hand(duel, 0) == []
    assert not s.has("activate", "Waboku")
    assert all("name" not in e for e in duel.log_for(1) if e.get("uid") == waboku[0].uid)


def test_dust_tornado_may_set_a_field_spell_in_the_field_zone():
    """Dust Tornado: "Set 1 Spell/Trap from your hand" includes a Field Spell, which is Set in
    the Field Zone (the one there goes to the GY, as a Set from the hand does), also with
    every Spell & Trap Zone full."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    for name in ("Pot of Greed", "Graceful Charity", "Dark Hole", "Raigeki"):      # (Set Spells: none answers)
        table.spell_trap(0, name)
    table.field_spell(0, "Yami")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.hand(0, "Mountain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Swords of Revealing Light", player=0)
    s.pick("yes", player=0, request="yes_no")
    assert [o.name for o in s.options("select")] == ["Mountain"]
    s.pick("select", "Mountain", player=0)
    field = duel.players[0].fzone
    assert field.name == "Mountain" and not field.face_up and field.set_turn == duel.turn
    assert sorted(grave(duel, 0)) == ["Dust Tornado", "Yami"] and hand(duel, 0) == []


def test_dust_tornado_targets_only_the_opponents_spells_and_traps():
    """Dust Tornado: "Spell/Trap your opponent controls" — a Set card too, never your own."""
    table = _tornado_table()
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert len(targets) == 2 and all(duel.card_by_uid(o.card).controller == 1 for o in targets)


def test_dust_tornado_set_is_optional():
    """Dust Tornado: "you can Set" — the player may decline; the card stays in the hand."""
    duel = _tornado_table().build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Swords of Revealing Light", player=0)
    s.pick("no", player=0, request="yes_no")
    assert hand(duel, 0) == ["Waboku"] and grave(duel, 1) == ["Swords of Revealing Light"]


def test_dust_tornado_destroys_its_target_chained_in_answer_and_may_set():
    """Dust Tornado: "destroy that target, then you can Set": the targeted Set Waboku is activated in
    response and resolves first, but waits face-up on the field until the whole chain has
    resolved, so Dust Tornado still finds it there and destroys it (yomifrog.lima-city.de
    Extended Game Mechanics ch. 6, "Resolving a Chain" (the chain's cards go to the GY together
    after the whole chain; the only exception is a card an effect in the chain moves);
    yugiohleader.blogspot.com 2009/08 "Yu-Gi-Oh rules", CHAINS > Resolve (a card not removed
    from the field by another card of the chain stays until the entire chain has resolved)); the
    destruction made, its player may then Set a Spell/Trap from the hand."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    set_waboku = table.spell_trap(1, "Waboku")
    table.hand(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", set_waboku, player=0)
    s.pick("activate", "Waboku", player=1)          # chained: it resolves first and waits
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Waboku"]
    assert grave(duel, 1) == ["Waboku"]
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Waboku", player=0)
    while duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Dust Tornado"]
    assert [(c.name, c.face_up) for c in duel.players[0].szone if c is not None] == [("Waboku", False)]


# ------------------------------------------------------------------ Reckless Greed
def test_reckless_greed_draws_two():
    """Reckless Greed: its controller draws 2 cards."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    Script(duel).pick("activate", "Reckless Greed")
    assert hand(duel, 0) == ["Battle Ox", "Mystical Elf"] and len(duel.players[0].deck) == 1
    assert grave(duel, 0) == ["Reckless Greed"]


def test_reckless_greed_can_be_chained_in_the_opponents_turn():
    """Reckless Greed: a Normal Trap (spell speed 2): usable in the opponent's turn, here in
    response to their Spell."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Ookazi")
    table.spell_trap(1, "Reckless Greed")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    s.pick("activate", "Reckless Greed", player=1, request="chain")
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"] and duel.players[1].lp == 7200


def test_reckless_greed_skips_the_next_two_draw_phases():
    """Reckless Greed: its controller skips their next 2 Draw Phases (turns 5 and 7 here)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Hitotsu-Me Giant"])
    table.deck(1, ["Koumori Dragon", "Beaver Warrior"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    s.end_turn()                   # turn 4: player 1 draws
    s.end_turn()                   # turn 5: player 0 skips the draw
    assert duel.turn == 5 and len(hand(duel, 0)) == 2
