"""Dark Magician of Chaos (40737112).

Sources read: today's text (Yugi's Legendary Decks errata, 2015, quoted by Pojo's Card of the Day
of 2016-05-13 and number11.xyz's "Card(s) of the day: Dark Magician of Chaos": in the End Phase
of a turn it was Normal or Special Summoned, once per turn by name, target a Spell in your GY
and add it to your hand; an opponent's monster it destroys by battle is banished; if it would
leave the field it is banished instead); its 2005 text (IOC-065, quoted by Pojo's Card of the
Day of 2004-03-17 and 2005-03-16: "When this card is Normal Summoned or Special Summoned
successfully, you can add 1 Spell Card from your Graveyard to your hand", the monster it
destroys by battle is removed from play instead of going to the GY, it is removed from play
when it leaves the field). The 2005 trigger is an optional "when ... you can" effect (seed 000
§誘發效果, the engine's `when=True`). Under Skill Drain its banishing effects
are negated and it goes to the GY (seed 000 §效果分類: a monster effect applying on the field
is negated by Skill Drain; our reading)."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _summon(rules="MR5", spells=("Monster Reborn",), opp=()):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Dark Magician of Chaos")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    for name in spells:
        table.grave(0, name)
    for name in opp:
        table.monster(1, name)
    table.deck(1, ["Mystical Elf"] * 3)
    table.deck(0, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician of Chaos", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    return duel, s


def test_dark_magician_of_chaos_adds_a_spell_in_the_end_phase():
    """Q: (today's text) I Tribute Summon Dark Magician of Chaos with Monster Reborn in my GY:
    when do I get Monster Reborn back? A: not at once: in this turn's End Phase its trigger
    targets Monster Reborn and adds it to my hand."""
    duel, s = _summon()
    _pass_all(s, duel)
    assert not s.has("activate", "Dark Magician of Chaos")
    assert "Monster Reborn" not in hand(duel, 0)
    s.end_turn()
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Monster Reborn", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Monster Reborn"] and sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]


def test_dark_magician_of_chaos_not_summoned_this_turn_adds_nothing():
    """Q: (today's text) my Dark Magician of Chaos was summoned last turn: does it add a Spell in
    this End Phase? A: no: only in the End Phase of the turn it was Normal or Special Summoned."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Magician of Chaos")
    table.grave(0, "Monster Reborn")
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and grave(duel, 0) == ["Monster Reborn"] and hand(duel, 0) == []


def test_dark_magician_of_chaos_2005_adds_a_spell_when_summoned():
    """Q: (2005 text, GOAT) I Tribute Summon Dark Magician of Chaos with Monster Reborn in my
    GY: A: at once, as the summon's trigger: Monster Reborn goes back to my hand in Main
    Phase 1."""
    duel, s = _summon(rules="GOAT")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Monster Reborn", player=0)
    _pass_all(s, duel)
    assert duel.phase == "main1" and hand(duel, 0) == ["Monster Reborn"]


def test_dark_magician_of_chaos_needs_a_spell_in_its_gy():
    """Q: (both texts) with no Spell in my GY (only Trap Hole), does Dark Magician of Chaos
    offer its effect? A: no: it has no Spell to target."""
    for rules in ("GOAT", "MR5"):
        duel, s = _summon(rules=rules, spells=("Trap Hole",))
        _pass_all(s, duel)
        assert duel.request.kind == "idle"
        s.end_turn()
        _pass_all(s, duel)
        assert duel.turn == 4 and hand(duel, 0) == [], rules


def test_dark_magician_of_chaos_2005_revived_by_monster_reborn_takes_it_back():
    """Q: (2005 text) I revive Dark Magician of Chaos with Monster Reborn: may it add that very
    Monster Reborn? A: yes: the summon is the last thing Monster Reborn did and Monster Reborn is
    in the GY once its chain is done, so the trigger targets it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dark Magician of Chaos")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician of Chaos")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Monster Reborn", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Monster Reborn"] and field_monsters(duel, 0) == ["Dark Magician of Chaos"]


def test_dark_magician_of_chaos_banishes_what_it_destroys_by_battle():
    """Q: (both texts) Dark Magician of Chaos attacks my opponent's Battle Ox: A: 1100 damage and
    Battle Ox is banished, not sent to the GY."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, "Dark Magician of Chaos")
        ox = table.monster(1, "Battle Ox")
        duel = table.build()
        Script(duel).pick("attack", "Dark Magician of Chaos", target=ox, request="battle")
        assert duel.players[1].lp == 6900 and banished(duel, 1) == ["Battle Ox"] and grave(duel, 1) == [], rules


def test_dark_magician_of_chaos_destroyed_is_banished():
    """Q: (both texts) my Dark Magician of Chaos attacks Blue-Eyes White Dragon: A: it is
    destroyed and banished instead of going to my GY; I take 200."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, "Dark Magician of Chaos")
        bewd = table.monster(1, "Blue-Eyes White Dragon")
        duel = table.build()
        Script(duel).pick("attack", "Dark Magician of Chaos", target=bewd, request="battle")
        assert duel.players[0].lp == 7800 and banished(duel, 0) == ["Dark Magician of Chaos"] and grave(duel, 0) == []


def test_dark_magician_of_chaos_under_skill_drain_goes_to_the_gy():
    """Q: (2005 text) with Skill Drain face-up, my Dark Magician of Chaos destroys Battle Ox by
    battle, then is destroyed by Blue-Eyes White Dragon: A: its effects are negated: Battle Ox
    and Dark Magician of Chaos both go to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Dark Magician of Chaos")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Dark Magician of Chaos", target=ox, request="battle")
    assert grave(duel, 1) == ["Battle Ox"] and banished(duel, 1) == []
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Dark Magician of Chaos")
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    Script(duel).pick("attack", "Dark Magician of Chaos", target=bewd, request="battle")
    assert grave(duel, 0) == ["Dark Magician of Chaos"] and banished(duel, 0) == []


def test_dark_magician_of_chaos_once_per_turn_today():
    """Q: (today's text) two Dark Magicians of Chaos were Special Summoned this turn, two Spells in
    my GY: how many come back in the End Phase? A: one: the effect is once per turn by name."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, "Dark Magician of Chaos", "Dark Magician of Chaos", "Pot of Greed")
    table.hand(0, "Monster Reborn", "Monster Reborn")
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("activate", "Monster Reborn", first=True)
        s.pick("target", "Dark Magician of Chaos", first=True)
        while duel.request.kind in ("chain", "option"):
            if duel.request.kind == "option":
                s.pick("option", "Attack Position")
            else:
                s.pick("pass")
    assert field_monsters(duel, 0) == ["Dark Magician of Chaos", "Dark Magician of Chaos"]
    s.end_turn()
    while duel.request.kind == "order":
        s.pick("chain_trigger", first=True)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Pot of Greed", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Pot of Greed"] and duel.turn == 4


def test_dark_magician_of_chaos_tributed_is_banished():
    """Q: (both texts) I Tribute my face-up Dark Magician of Chaos for Summoned Skull: A: it
    leaves the field, so it is banished instead of going to my GY."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "Dark Magician of Chaos")
        table.hand(0, "Summoned Skull")
        duel = table.build()
        s = Script(duel)
        s.pick("summon", "Summoned Skull", request="idle")
        s.pick("tribute", "Dark Magician of Chaos", request="tribute")
        assert banished(duel, 0) == ["Dark Magician of Chaos"] and grave(duel, 0) == [], rules
        assert field_monsters(duel, 0) == ["Summoned Skull"]


def test_dark_magician_of_chaos_face_down_goes_to_the_gy():
    """Q: (today's text: "this face-up card") my Dark Magician of Chaos was turned face-down by
    Book of Moon, then Tributed: A: it is no face-up card now: it goes to my GY."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Magician of Chaos")
    table.hand(0, "Book of Moon", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Dark Magician of Chaos")
    _pass_all(s, duel)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Dark Magician of Chaos", request="tribute")
    assert sorted(grave(duel, 0)) == ["Book of Moon", "Dark Magician of Chaos"] and banished(duel, 0) == []


def test_dark_magician_of_chaos_returned_to_the_hand_is_banished():
    """Q: (both texts) my opponent's Compulsory Evacuation Device targets my face-up Dark
    Magician of Chaos: does it go back to my hand? A: no: it leaves the field face-up, so it is
    banished instead (its text: any way of leaving the field, not only to the GY; yugioh-wiki.net
    《離れる》: going to the hand or Deck is leaving the field too)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=1)
        table.monster(0, "Dark Magician of Chaos")
        table.spell_trap(1, "Compulsory Evacuation Device")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Compulsory Evacuation Device")
        s.pick("target", "Dark Magician of Chaos")
        while duel.request.kind == "chain":
            s.pick("pass")
        assert hand(duel, 0) == [] and banished(duel, 0) == ["Dark Magician of Chaos"], rules
        assert field_monsters(duel, 0) == [] and grave(duel, 0) == [], rules
