"""Magic Reflector (Normal Spell): target 1 face-up Spell Card on your field and put 1 counter
on it; if that card would be destroyed, the counter is removed instead (round 57i).

Sources: the card's text (LOD print and today's, the same in what it does: a targeted face-up
Spell of your own; OCG 《マジック・ガードナー》 自分フィールド上に表側表示で存在する魔法カード1枚を
選択); yugioh-wiki.net 《マジック・ガードナー》 FAQ (the counter does not save Swords of Revealing
Light from its own end, nor an Equip Spell whose monster is gone: that is a rule's destruction);
yugipedia Card Rulings:Magic Reflector (two Magic Reflectors put two counters, removed one at a
time; Imperial Order does not stop the counter, it is no effect that applies; a Spell with a
maintenance cost, Messenger of Peace, is still destroyed when its cost is not paid). Our
reading: one counter is removed per destruction of the card, so a Heavy Storm that destroys
several cards at once saves the countered card only (engine/destruction.py
`_counters_instead`). The counter is on the protected card: Magic Reflector itself is in the GY
by then."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

LL = "Level Limit - Area B"
MR = "Magic Reflector"
MST = "Mystical Space Typhoon"


def _pass_chain(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(hand0=(MR,), field0=(LL,), set1=(MST,), rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand0)
    refs = [table.spell_trap(0, name, face_down=False) for name in field0]
    for name in set1:
        table.spell_trap(1, name)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    return duel, Script(duel), refs


def _reflect(s, target):
    s.pick("activate", MR, first=True)
    s.pick("target", target)
    _pass_chain(s)


def _opponent_destroys(s, name, target):
    """As I try to leave Main Phase 1, my opponent activates their Set `name` on `target`."""
    s.pick("battle")
    s.pick("activate", name, player=1, first=True)
    s.pick("target", target, player=1)
    _pass_chain(s)


def _counters(duel, name=LL):
    return [(e["count"], e.get("instead")) for e in duel.log if e["type"] == "counter" and e["name"] == name]


def test_magic_reflector_counter_saves_the_spell_once_from_mystical_space_typhoon():
    """Q: I put Magic Reflector's counter on my Level Limit - Area B; my opponent targets it with
    Mystical Space Typhoon, then with a second one. A: the first destruction removes the counter
    instead (Level Limit stays, Magic Reflector is in my GY already); the second destroys it."""
    duel, s, (ll,) = _table(set1=(MST, MST))
    _reflect(s, ll)
    assert grave(duel, 0) == [MR] and _counters(duel) == [(1, None)]
    _opponent_destroys(s, MST, ll)
    assert ll.card(duel).location == "szone"
    assert _counters(duel) == [(1, None), (0, "destroyed")]
    assert [e for e in duel.log if e["type"] == "destroyed" and e["name"] == LL] == []
    _opponent_destroys(s, MST, ll)
    assert grave(duel, 0) == [MR, LL]
    assert grave(duel, 1) == [MST, MST]


def test_magic_reflector_counter_saves_the_spell_once_under_goat():
    """Q: the same first Mystical Space Typhoon under the GOAT preset (the 2005 text, which does
    the same). A: the counter is removed instead; Level Limit - Area B stays."""
    duel, s, (ll,) = _table(rules="GOAT")
    _reflect(s, ll)
    _opponent_destroys(s, MST, ll)
    assert ll.card(duel).location == "szone" and grave(duel, 0) == [MR]
    assert _counters(duel) == [(1, None), (0, "destroyed")]


def test_magic_reflector_heavy_storm_destroys_every_other_card_at_once():
    """Q: my Level Limit - Area B holds the counter; my Messenger of Peace does not; my opponent
    has a Set Call of the Haunted. I activate Heavy Storm. A: all are destroyed at once but Level
    Limit, which loses its counter instead; Messenger and Call of the Haunted go to the GY."""
    duel, s, (ll, _) = _table(hand0=(MR, "Heavy Storm"), field0=(LL, "Messenger of Peace"),
                              set1=("Call of the Haunted",))
    _reflect(s, ll)
    s.pick("activate", "Heavy Storm")
    _pass_chain(s)
    assert ll.card(duel).location == "szone"
    assert sorted(grave(duel, 0)) == sorted([MR, "Heavy Storm", "Messenger of Peace"])
    assert grave(duel, 1) == ["Call of the Haunted"]
    assert _counters(duel) == [(1, None), (0, "destroyed")]


def test_magic_reflector_two_counters_are_used_one_destruction_at_a_time():
    """Q: I activate two Magic Reflectors on the same Level Limit - Area B; my opponent then
    destroys it twice with Mystical Space Typhoon, and I activate Heavy Storm. A: two counters;
    each Typhoon removes one; Heavy Storm, with none left, destroys it."""
    duel, s, (ll,) = _table(hand0=(MR, MR, "Heavy Storm"), set1=(MST, MST))
    _reflect(s, ll)
    _reflect(s, ll)
    assert _counters(duel) == [(1, None), (2, None)]
    _opponent_destroys(s, MST, ll)
    _opponent_destroys(s, MST, ll)
    assert ll.card(duel).location == "szone"
    assert _counters(duel) == [(1, None), (2, None), (1, "destroyed"), (0, "destroyed")]
    s.pick("activate", "Heavy Storm")
    _pass_chain(s)
    assert LL in grave(duel, 0)


def test_magic_reflector_targets_only_a_face_up_spell_of_its_controller():
    """Q: my only Spell/Trap is a Set Mystical Space Typhoon, and my opponent controls a face-up
    Level Limit - Area B. Can I activate Magic Reflector? A: no: it needs a face-up Spell Card on
    my own field (a Set card, an opponent's Spell are no targets)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MR)
    table.spell_trap(0, MST)
    table.spell_trap(1, LL, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", MR)
    assert s.has("set_spell", MR)


def test_magic_reflector_cannot_target_a_face_up_trap():
    """Q: my field holds a face-up Call of the Haunted (a Continuous Trap) and a face-up Level
    Limit - Area B. A: only Level Limit may be targeted: a Trap Card is no Spell Card."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MR)
    table.spell_trap(0, "Call of the Haunted", face_down=False)
    table.spell_trap(0, LL, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MR)
    s.expect(request="target", player=0)
    assert [o.label for o in duel.request.options if o.kind == "target"] == ["Target " + LL]


def test_magic_reflector_counter_does_not_save_messenger_of_peace_from_its_unpaid_upkeep():
    """Q: my Messenger of Peace holds Magic Reflector's counter; in my next Standby Phase I do
    not pay its 100 LP. A: it is destroyed all the same (yugipedia: a maintenance cost not paid
    destroys it; the counter is not removed instead), and the counter is gone with it."""
    duel, s, (messenger,) = _table(field0=("Messenger of Peace",), set1=())
    _reflect(s, messenger)
    s.end_turn()
    assert duel.turn == 4
    s.end_turn()
    s.pick("no", request="yes_no", player=0)
    assert grave(duel, 0) == [MR, "Messenger of Peace"]
    assert _counters(duel, "Messenger of Peace") == [(1, None)]


def test_magic_reflector_counter_does_not_save_an_equip_spell_that_lost_its_monster():
    """Q: my Axe of Despair, equipped to my Battle Ox, holds the counter; my opponent destroys
    Battle Ox with Sakuretsu Armor as it attacks. A: Axe of Despair is destroyed by the rule
    (an Equip Card with no monster): the counter does not stop a rule's destruction
    (yugioh-wiki.net FAQ: 装備魔法対象不在 is a destruction by the rules)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MR)
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _reflect(s, axe)
    assert _counters(duel, "Axe of Despair") == [(1, None)]
    s.pick("battle")
    _pass_chain(s)
    s.pick("attack", ox, target="player")
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", ox, player=1)
    _pass_chain(s)
    assert sorted(grave(duel, 0)) == sorted([MR, "Battle Ox", "Axe of Despair"])
    assert _counters(duel, "Axe of Despair") == [(1, None)]


def test_magic_reflector_counter_works_under_imperial_order():
    """Q: my Level Limit - Area B holds the counter; my opponent activates Imperial Order, then
    Dust Tornado on Level Limit. A: the counter is removed instead: Imperial Order negates the
    effects of Spells on the field, but the counter is no effect (yugipedia)."""
    duel, s, (ll,) = _table(set1=("Imperial Order", "Dust Tornado"))
    _reflect(s, ll)
    s.pick("battle")
    s.pick("activate", "Imperial Order", player=1)
    _pass_chain(s)
    _opponent_destroys(s, "Dust Tornado", ll)
    assert ll.card(duel).location == "szone"
    assert _counters(duel) == [(1, None), (0, "destroyed")]
    assert grave(duel, 1) == ["Dust Tornado"]


def test_magic_reflector_counter_is_kept_by_a_fork_of_the_duel():
    """Q: (the engine's copies) after Magic Reflector resolved, a copy of the duel is made and my
    opponent's Mystical Space Typhoon targets Level Limit - Area B in the copy. A: in the copy
    the counter saves it, as in the duel; the duel itself still holds its counter, and a
    Typhoon there is saved the same way (the counter goes with each copy's card)."""
    duel, s, (ll,) = _table()
    _reflect(s, ll)
    fork = duel.fork()
    _opponent_destroys(Script(fork), MST, ll)
    assert ll.card(fork).location == "szone" and _counters(fork)[-1] == (0, "destroyed")
    assert _counters(duel) == [(1, None)]
    _opponent_destroys(s, MST, ll)
    assert ll.card(duel).location == "szone" and _counters(duel) == [(1, None), (0, "destroyed")]


def test_magic_reflector_answered_by_a_chained_mystical_space_typhoon_protects_nothing():
    """Q: I activate Magic Reflector on Level Limit - Area B; my opponent chains Mystical Space
    Typhoon on Level Limit. A: the Typhoon resolves first: Level Limit is destroyed (no counter
    yet), and Magic Reflector then finds no target: no counter is placed."""
    duel, s, (ll,) = _table()
    s.pick("activate", MR)
    s.pick("target", ll)
    s.pick("activate", MST, player=1)
    s.pick("target", ll, player=1)
    _pass_chain(s)
    assert sorted(grave(duel, 0)) == sorted([MR, LL]) and grave(duel, 1) == [MST]
    assert _counters(duel) == []
