"""Silent Swordsman LV5 (74388798): its direct hit made while Skill Drain negates it still counts
for the level-up in its controller's next Standby Phase (a judge's review, round 56w).

Sources: the card's text in our words (FET 2005 and today's: "if this card inflicted battle damage
by a direct attack" is the condition of the Standby Phase effect, not an effect of its own: nothing
is applied when the damage is dealt); Skill Drain (seed 000 §效果分類; yugioh-wiki.net
《スキルドレイン》: it negates the effects of face-up monsters on the field while it is face-up; an
event that happened under it is still a fact once it is gone). No Goat ruling on LV5 itself was
found: this is our reading, the one the project already plays for Horus the Black Flame Dragon LV6
and Mystic Swordsman LV4 (their kills are noted while negated), and for Armed Dragon LV3
(tests/cards/test_armed_dragon_lv3_level_up_under_skill_drain_r54q.py)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LV5 = "Silent Swordsman LV5"
LV7 = "Silent Swordsman LV7"


def _pass_all(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_silent_swordsman_lv5_direct_hit_under_skill_drain_still_counts():
    """Q: my opponent's Skill Drain is face-up when my Silent Swordsman LV5 attacks directly for
    2300; in my Main Phase 2 I destroy Skill Drain with Mystical Space Typhoon. In my next Standby
    Phase, may I level LV5 up? A: yes: the direct hit happened (Skill Drain negated the card's
    effects, it did not undo the battle damage), so I send LV5 to the GY and Special Summon LV7
    from my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV5)
    drain = table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox", LV7, "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 2300)
    s.pick("end_battle", request="battle", player=0)
    _pass_all(s)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", drain, player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Skill Drain"]
    s.end_turn()
    _pass_all(s)
    s.expect(request="idle", player=1)
    s.end_turn()
    _pass_all(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", LV7, player=0)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [LV7] and grave(duel, 0) == ["Mystical Space Typhoon", LV5]
    assert duel.turn == 5


def test_silent_swordsman_lv5_direct_hit_forgotten_once_it_turns_face_down():
    """Q: my Silent Swordsman LV5 attacks directly for 2300; in my Main Phase 2 I turn it face-down
    with my own Book of Moon (my own Spells apply to it). In my opponent's turn their Sangan
    attacks it and flips it face-up (1000 against its 1000 DEF: nothing is destroyed). In my next
    Standby Phase, may I level it up? A: no: a LV monster turned face-down after meeting its
    condition no longer counts as having met it (TCG LV monster rulings, yugipedia "Card
    Rulings:LV Monsters": flipped face-down, banished, or sent to the GY and Special Summoned
    back, its condition is reset); the duel goes on to my Main Phase with LV5 still there."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lv5 = table.monster(0, LV5)
    table.hand(0, "Book of Moon")
    table.hand(1, "Sangan")
    table.deck(0, ["Battle Ox", LV7, "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV5, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 2300)
    s.pick("end_battle", request="battle", player=0)
    _pass_all(s)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", lv5, player=0)
    _pass_all(s)
    assert not lv5.card(duel).face_up
    s.end_turn()
    _pass_all(s)
    s.pick("summon", "Sangan", player=1, request="idle")
    _pass_all(s)
    _pass_all(s)
    s.pick("battle", request="idle", player=1)
    _pass_all(s)
    s.pick("attack", "Sangan", target=lv5, request="battle", player=1)
    _pass_all(s)
    assert lv5.card(duel).face_up and field_monsters(duel, 0) == [LV5] and field_monsters(duel, 1) == ["Sangan"]
    s.end_turn()
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == [LV5]
