"""The window of a summon being made, a negated summon, the position of a monster Special
Summoned in Defense Position, Tokens as Tributes and the revival of a monster once properly
summoned (round 39r).

seed 000 §召喚 / §怪獸的條件特殊召喚 with seed 004 §反击陷阱卡: while a Normal, Flip or procedure
Special Summon is being made, only a card that negates the summon (a Counter Trap such as Solemn
Judgment) may answer it -- no other Spell Speed 2 card, of either player, comes before it; once
the summon succeeded, the usual window opens. seed 000 §怪獸的表示形式的變更: a monster Normal or
Special Summoned this turn cannot have its position changed by its player that turn. seed 000
§通常召喚 / §上級召喚 / §特殊召喚: a negated summon's monster goes to the GY, not as a card sent
from the field, its Tributes stay used; a Token may be Tributed; a monster properly summoned
loses that status in the hand or Deck."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def _answering(s, limit=8):
    """(player, prompt, sorted names offered) of each chain question until the next idle one,
    each passed."""
    seen = []
    for _ in range(limit):
        request = s.duel.request
        if request is None or request.kind != "chain":
            break
        seen.append((request.player, request.prompt.split(":")[0],
                     sorted(o.name for o in request.options if o.kind == "activate")))
        s.pick("pass")
    return seen


def _both_sides_with_quick_cards(table):
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Rush Recklessly")
    table.monster(1, "Celtic Guardian")


def test_only_the_summon_negation_answers_a_normal_summon_being_made():
    """Question: Battle Ox is Normal Summoned. Both players hold Set Mystical Space Typhoons; the
    opponent also Solemn Judgment and Rush Recklessly. What may answer the summon as it is being
    made? Answer: only Solemn Judgment; once the summon succeeded, the turn player and then the
    opponent may activate the Quick-Play Spells."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    assert _answering(s) == [
        (1, "Summoning", ["Solemn Judgment"]),
        (0, "Summoned", ["Mystical Space Typhoon"]),
        (1, "Summoned", ["Mystical Space Typhoon", "Rush Recklessly"]),
    ]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_only_the_summon_negation_answers_a_flip_summon_being_made():
    """Question: the same table, a Set Battle Ox Flip Summoned. Answer: the same -- while the
    Flip Summon is being made only Solemn Judgment may answer; then the Quick-Play Spells."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="set")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Battle Ox")
    seen = _answering(s)
    assert seen[0] == (1, "Summoning", ["Solemn Judgment"])
    assert [names for player, prompt, names in seen[1:]] == [
        ["Mystical Space Typhoon"], ["Mystical Space Typhoon", "Rush Recklessly"]]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_only_the_summon_negation_answers_a_procedure_special_summon_being_made():
    """Question: Cyber Dragon Special Summons itself by its own procedure (no chain link). What
    may answer it as it is being made? Answer: as for a Normal Summon, Solemn Judgment only;
    then the Quick-Play Spells once it succeeded."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position")
    seen = _answering(s)
    assert seen[0] == (1, "Summoning", ["Solemn Judgment"])
    assert [names for player, prompt, names in seen[1:]] == [
        ["Mystical Space Typhoon"], ["Mystical Space Typhoon", "Rush Recklessly"]]
    assert of_type(duel, "chain") == []
    assert field_monsters(duel, 0) == ["Cyber Dragon"]


def test_a_monster_special_summoned_in_defense_position_keeps_it_for_the_turn():
    """Question: Monster Reborn Special Summons Battle Ox in face-up Defense Position. May its
    player change it to Attack Position that turn? Answer: no (seed 000 §怪獸的表示形式的變更: a
    monster summoned this turn cannot have its position changed); a monster of an earlier turn
    beside it may."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="defense")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    s.pick("option", "Defense Position")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    request = s.expect(request="idle", player=0)
    changes = sorted(o.name for o in request.options if o.kind == "change_position")
    assert changes == ["Celtic Guardian"]


def test_a_monster_whose_flip_summon_is_negated_is_not_sent_from_the_field():
    """Question: a Set Witch of the Black Forest ("when sent from the field to the GY: search")
    is Flip Summoned and Solemn Judgment negates the Flip Summon; the Witch is destroyed. Does
    it search? Answer: no -- a monster whose summon is negated and destroyed is not treated as
    sent to the GY from the field (Yugipedia, Card Rulings: Solemn Judgment, OCG "On Negating
    Summons"; seed 000 §通常召喚 says it of a negated Normal Summon)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Witch of the Black Forest", position="set")
    table.deck(0, ["Kuriboh", "Celtic Guardian", "Kozaky"])
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Witch of the Black Forest")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert [c.name for c in duel.players[0].grave] == ["Witch of the Black Forest"]
    assert [c.name for c in duel.players[0].hand] == []
    assert [e["name"] for e in of_type(duel, "chain")] == ["Solemn Judgment"]


def test_a_pendulum_monster_whose_tribute_summon_is_negated_goes_to_the_gy():
    """Question: Dragonpit Magician (a Pendulum Monster) is Tribute Summoned and Solemn Judgment
    negates the summon. Does it go face-up to the Extra Deck? Answer: no -- a Pendulum Monster
    goes to the Extra Deck instead of the GY only when it leaves the field, and a monster whose
    summon was negated never was on the field (ygorganization, Demystifying Rulings part 6:
    "if the Summon of a Pendulum Monster is negated, it will not be sent to the Extra Deck");
    its two Tributes stay in the GY (seed 000 §上級召喚)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dragonpit Magician")
    table.monster(0, "Kozaky")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dragonpit Magician")
    s.pick("tribute", "Kozaky")
    s.pick("tribute", "Celtic Guardian")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert sorted(c.name for c in duel.players[0].grave) == ["Celtic Guardian", "Dragonpit Magician", "Kozaky"]
    assert duel.players[0].extra == []


def test_fluff_tokens_of_an_earlier_turn_may_be_tributed_for_a_tribute_summon():
    """Question: Dandylion's Fluff Tokens cannot be Tributed for a Tribute Summon the turn they
    are Special Summoned (tests/cards/test_dandylion_and_summoner_monk.py). Two turns later, may
    Summoned Skull be Tribute Summoned with one of them? Answer: yes -- a Token may be Tributed
    for a Tribute Summon (seed 000 §上級召喚: any monster on the field) once nothing forbids it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Dandylion", "Summoned Skull")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Feral Imp", "Kozaky", "Kozaky"])
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Dandylion")
    s.pick("select", "Battle Ox")
    assert [c.name for c in duel.monsters(0)] == ["Fluff Token", "Fluff Token"]
    assert not s.has("summon", "Summoned Skull")
    s.end_turn()
    for _ in range(12):         # player 1's turn 4 passes; player 0's turn 5 Main Phase 1
        request = duel.request
        if request.kind == "idle" and duel.turn == 5:
            break
        s.pick("end_turn" if request.kind == "idle" else "pass")
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Fluff Token", first=True)
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert sorted(c.name for c in duel.monsters(0)) == ["Fluff Token", "Summoned Skull"]


def test_a_properly_summoned_monster_returned_to_the_hand_can_no_longer_be_revived():
    """Question: Dark Necrofear was Special Summoned by its own procedure (properly summoned);
    Compulsory Evacuation Device returns it to the hand, and its player then discards it as
    Lightning Vortex's cost. May Monster Reborn revive it? Answer: no -- a monster properly
    summoned loses that status once it goes to the hand or Deck (seed 000 §特殊召喚: "在之後如果
    加入卡組或手卡等非公開場所的場合，該怪獸不再視為由正規手段進行過特殊召喚的怪獸"); Monster
    Reborn offers only the opponent's Celtic Guardian."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Necrofear", summon_kind="proc")
    table.hand(0, "Lightning Vortex", "Monster Reborn")
    table.spell_trap(1, "Compulsory Evacuation Device")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")                        # as Main Phase 1 ends, player 1 answers
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Dark Necrofear", player=1)
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert "Dark Necrofear" in [c.name for c in duel.players[0].hand]
    s.pick("activate", "Lightning Vortex", request="idle")
    s.pick("select", "Dark Necrofear")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert "Dark Necrofear" in [c.name for c in duel.players[0].grave]
    s.pick("activate", "Monster Reborn", request="idle")
    assert [o.name for o in s.expect(request="target").options] == ["Celtic Guardian"]


def test_the_summon_negation_window_holds_one_chain_only():
    """Question: Battle Ox is Normal Summoned; player 1 answers with Solemn Judgment, player 0
    chains Seven Tools of the Bandit (negating it), player 1 lets it resolve. May player 1 then
    start a new chain with their second Solemn Judgment against the same summon? Answer: no --
    the window of a summon being made holds one chain, answered by its Chain Link 1 only
    (ygorganization, Demystifying Rulings part 6, "Full Normal Summon Procedure": "only the first
    card on the Chain can negate the Summon ... there can only be one Chain in the Summon
    Response Window"); Battle Ox is summoned."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Solemn Judgment", player=1, request="chain", first=True)
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    s.pick("pass", player=1, request="chain")          # (its second Solemn could answer Seven Tools)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Solemn Judgment", "Seven Tools of the Bandit"]
    assert duel.players[1].lp == 4000 and duel.players[0].lp == 7000
    assert len([c for c in duel.players[1].szone if c is not None]) == 1
