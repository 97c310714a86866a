"""Scapegoat's rulings as Goat players ask them (the GOAT preset, 2005 texts).

Sources: the card's 2005 TCG text (its player may not Summon a monster, Flip and Special Summons
included, in the turn it is activated; SDJ-041, quoted by Pojo's card of the day of
2006-11-14); Pojo's card of the day of 2004-08-04 (it needs four open Monster Zones; no
Summon, Special and Flip Summons included, in the turn it is activated, before or after it;
Setting a monster stays allowed); tbones9119's Scapegoat essay on oocities
(the tokens are Special Summoned, so Torrential Tribute answers them; Cyber Jar that summons
nothing leaves Scapegoat playable); the Goat Control deck page on yugipedia and the Card of the
Day of 2005-02-13 on eternity.mancubus.net (a Sheep Token is Tributed for Metamorphosis, not
for a Tribute Summon, to bring out Thousand-Eyes Restrict). Seed 000 §特殊召喚 (tokens are
Special Summoned)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

SHEEP = "Sheep Token"


def _sheep(duel, player):
    return [n for n in field_monsters(duel, player) if n == SHEEP]


def test_after_scapegoat_a_monster_can_be_set_but_not_summoned():
    """Q: after Scapegoat resolved in my Main Phase, may I Normal Summon? Set? A: no Summon of
    any kind that turn; a Normal Set is still allowed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    s.expect(request="idle", player=0)
    assert len(_sheep(duel, 0)) == 4
    assert not s.has("summon", "Celtic Guardian")
    assert s.has("set", "Celtic Guardian")
    s.pick("set", "Celtic Guardian")
    assert len(field_monsters(duel, 0)) == 5


def test_scapegoat_in_the_opponents_turn_leaves_its_player_free_to_summon_next_turn():
    """Q: I activated Scapegoat during my opponent's turn; may I Normal Summon in my own next
    turn? A: yes: the restriction is for the turn of the activation only."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Scapegoat")
    table.hand(0, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)                  # leaving Main Phase 1 opens a window
    s.pick("activate", "Scapegoat", player=0)
    assert len(_sheep(duel, 0)) == 4
    s.pick("end_turn", player=1)
    s.expect(request="idle", player=0)
    assert duel.turn == 5
    assert s.has("summon", "Celtic Guardian")


def _cyber_jar_attacked(top_card):
    """Player 0's Battle Ox attacks player 1's Set Cyber Jar: every monster is destroyed, then
    each player reveals 5 cards (player 0's first card is `top_card`); player 0 ends the
    Battle Phase and stands in Main Phase 2 with Scapegoat in hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.hand(0, "Scapegoat")
    table.deck(0, [top_card, "Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    s.pick("pass", player=0, request="chain")
    if duel.request.kind == "option":
        s.pick("option", "Face-up Attack Position", player=0)
    s.pick("end_battle", request="battle")
    offered = False
    while duel.request.kind == "chain":         # the windows on the way to Main Phase 2
        offered = offered or s.has("activate", "Scapegoat")
        s.pick("pass")
    s.expect(request="idle", player=0)
    return duel, s, offered or s.has("activate", "Scapegoat")


def test_cyber_jar_that_summons_nothing_for_its_player_leaves_scapegoat_playable():
    """Q: Cyber Jar destroyed everything and my five cards held no Level 4 or lower monster:
    may I still activate Scapegoat this turn? A: yes: no monster was Summoned by me."""
    duel, s, offered = _cyber_jar_attacked("Graceful Charity")
    assert field_monsters(duel, 0) == []
    assert offered and s.has("activate", "Scapegoat")


def test_a_monster_special_summoned_by_cyber_jar_stops_scapegoat_that_turn():
    """Q: Cyber Jar let me Special Summon Celtic Guardian: may I activate Scapegoat in Main
    Phase 2? A: no: a Special Summon by its player that turn forbids it."""
    duel, s, offered = _cyber_jar_attacked("Celtic Guardian")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert not offered


def test_torrential_tribute_answers_the_sheep_tokens():
    """Q: my opponent activates Scapegoat; once the four tokens are on the field, may I
    activate Torrential Tribute? A: yes: the tokens were Special Summoned; all are destroyed
    (tokens are not sent to the GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")             # nothing can answer it: it resolves at once
    assert len(_sheep(duel, 0)) == 4
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Scapegoat"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Torrential Tribute"]


def test_scapegoat_against_a_direct_attack_makes_a_replay_without_the_direct_attack():
    """Q: my opponent's Battle Ox attacks me directly; I answer with Scapegoat: A: the four
    tokens change my side of the field, so my opponent replays: a Sheep Token or no attack, not
    a direct attack any more (seed 004 §战斗阶段中的卷回). Stopped, Battle Ox has used its
    attack and cannot attack again this turn (§战斗阶段中的卷回 › 注意)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Scapegoat", player=0, request="chain")
    s.expect(request="replay", player=1)
    assert sorted(o.kind for o in duel.request.options) == ["retarget"] * 4 + ["stop_attack"]
    s.pick("stop_attack", "Battle Ox")
    s.expect(request="battle", player=1)
    assert not s.has("attack", "Battle Ox") and duel.players[0].lp == 8000


def test_after_scapegoat_the_monsters_cyber_jar_shows_its_player_go_to_the_hand():
    """Q: I activated Scapegoat this turn (here when my Battle Ox attacked the Set Cyber Jar);
    Cyber Jar then shows Celtic Guardian among my five cards: A: I may not Special Summon it
    (Scapegoat's turn), so it goes to my hand with the other revealed cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.hand(0, "Scapegoat")
    table.deck(0, ["Celtic Guardian", "Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    s.pick("activate", "Scapegoat", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    assert field_monsters(duel, 0) == []                    # the tokens and Battle Ox: destroyed
    assert sorted(hand(duel, 0)) == sorted(["Celtic Guardian", "Pot of Greed", "Heavy Storm",
                                            "Mirror Force", "Dark Hole"])
