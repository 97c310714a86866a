"""Des Wombat: effect damage to its controller becomes 0 (round 53h).

Sources: the card's text, the same in 2005 (TLM-EN031, Pojo's Card of the Day of 7 June 2005)
and today (yugioh-wiki.net 《デス・ウォンバット》): while it is face-up on the field, damage by a
card effect to its controller becomes 0, its controller's own cards' damage included; Pojo's
review: under Ring of Destruction only the opponent is hurt, and a cost such as Solemn
Judgment's half LP is still paid (a cost is no damage). Battle damage is not effect damage.
A continuous effect: negated (Skill Drain), it does nothing (seed 000 §永續效果)."""


from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _decks(table):
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)


def test_des_wombat_makes_ookazi_deal_no_damage():
    """Q: my opponent controls a face-up Des Wombat; I activate Ookazi. A: Ookazi resolves but
    the 800 damage becomes 0: my opponent stays at 8000 LP, the log says no effect damage."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Des Wombat")
    table.hand(0, "Ookazi")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Ookazi"]
    assert [e["amount"] for e in of_type(duel, "no_damage")] == [800]
    assert of_type(duel, "damage") == []


def test_des_wombat_face_down_does_not_apply():
    """Q: my opponent's Des Wombat is Set (face-down); I activate Ookazi. A: its effect works
    only while face-up: my opponent takes the 800 damage."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Des Wombat", position="set")
    table.hand(0, "Ookazi")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)


def _wombat_rings_the_skull(rules):
    """Turn 4, my opponent's: I control Des Wombat and Ring their Summoned Skull (2500) as they
    end Main Phase 1."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    table.monster(0, "Des Wombat")
    table.spell_trap(0, "Ring of Destruction")
    skull = table.monster(1, "Summoned Skull")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1, request="idle")
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", skull, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_des_wombat_protects_only_its_controller_from_ring_of_destruction():
    """Q (GOAT, the 2005 Ring: both take the ATK): I control Des Wombat; in my opponent's turn I
    activate Ring of Destruction on their Summoned Skull (2500). A: the Skull is destroyed; my
    damage becomes 0, my opponent takes 2500 (Pojo, 2005: "only your opponent will be hurt")."""
    duel = _wombat_rings_the_skull("GOAT")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 5500)


def test_des_wombat_under_todays_ring_of_destruction_spares_the_opponent_too():
    """Q (today's Ring: you take the original ATK, then your opponent the damage you took): I
    control Des Wombat and Ring my opponent's Summoned Skull (2500). A: the Skull is destroyed;
    my damage becomes 0, so I took none and my opponent takes none either (Konami's OCG FAQ of
    2015-02-04 for the errata'd Ring, as ourocg.cn lists it: where you took no damage, your
    opponent takes none; round 58y)."""
    duel = _wombat_rings_the_skull("MR5")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "damage") == []
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 2500)]


def test_des_wombat_destroyed_by_ring_of_destruction_does_not_protect():
    """Q (GOAT, the 2005 Ring: any face-up monster, both take its ATK): my opponent activates
    Ring of Destruction on my Des Wombat (1600). A: the Wombat is destroyed before the damage,
    so it no longer applies: both players take 1600."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    wombat = table.monster(0, "Des Wombat")
    table.spell_trap(1, "Ring of Destruction")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=0, request="idle")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", wombat, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Des Wombat"]
    assert lp(duel) == (6400, 6400)


def test_des_wombat_does_not_stop_a_cost_solemn_judgment_half_lp():
    """Q: I control Des Wombat and answer my opponent's Ookazi with Solemn Judgment. A: paying
    half my LP is a cost, not damage: I go to 4000; Ookazi is negated and destroyed."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.monster(0, "Des Wombat")
    table.spell_trap(0, "Solemn Judgment")
    table.hand(1, "Ookazi")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=1)
    s.pick("activate", "Solemn Judgment", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (4000, 8000)
    assert grave(duel, 1) == ["Ookazi"] and grave(duel, 0) == ["Solemn Judgment"]


def test_des_wombat_does_not_stop_battle_damage():
    """Q: my opponent's Battle Ox (1700) attacks my Des Wombat (1600). A: battle damage is no
    effect damage: the Wombat is destroyed and I take 100."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    wombat = table.monster(0, "Des Wombat")
    table.monster(1, "Battle Ox")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=wombat, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Des Wombat"]
    assert lp(duel) == (7900, 8000)


def test_des_wombat_negated_by_skill_drain_lets_the_damage_through():
    """Q: my opponent controls Des Wombat, and a face-up Skill Drain is on the field; I activate
    Ookazi. A: Skill Drain negates the Wombat's continuous effect: 800 damage."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Des Wombat")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.hand(0, "Ookazi")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)


def test_des_wombat_keeps_lava_golem_upkeep_off_its_controller():
    """Q: I control Des Wombat and a Lava Golem; my Standby Phase comes. A: Lava Golem's
    mandatory 1000 damage to its controller (me) becomes 0 (yugioh-wiki.net: the Wombat stops
    its controller's own cards' damage too)."""
    table = Table(turn=3, turn_player=0, phase="standby")
    table.monster(0, "Des Wombat")
    table.monster(0, "Lava Golem")
    _decks(table)
    duel = table.build()
    while duel.request.kind == "chain":
        Script(duel).pick("pass")
    assert duel.phase == "main1"
    assert lp(duel) == (8000, 8000)
    assert [e["player"] for e in of_type(duel, "no_damage")] == [0]


def test_des_wombat_stops_the_effect_damage_relinquished_shares():
    """Q: my Relinquished holds my opponent's Battle Ox (1700) and attacks their Summoned Skull
    (2500); my opponent controls Des Wombat. A: I take 800 battle damage; the same 800 my
    opponent would take is effect damage, which their Des Wombat makes 0 (yugioh-wiki.net
    《サクリファイス》; until the lead's fix in stop 53 a strict xfail: battle.py shared the damage
    past the no-effect-damage test)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Des Wombat")
    _decks(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    s.pick("attack", "Relinquished", target=skull)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7200, 8000)
