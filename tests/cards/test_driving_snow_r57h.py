"""Driving Snow (473469), Normal Trap: when a Trap Card you control is destroyed by your
opponent's card effect and sent to your GY, target 1 Spell or Trap on the field and destroy it.

Sources, in our words: the card's texts (PSV-018, 2002: "a Trap Card on your side of the field is
destroyed and sent to the Graveyard by a card your opponent controls"; today's: the same event, 1
Spell/Trap on the field targeted and destroyed; no ERAS entry); yugioh-wiki.net 《猛吹雪》: the OCG
text 「自分フィールド上の罠カードが相手のカードの効果によって破壊され墓地へ送られた時」 -- a Trap
destroyed by the player's own card, or a Spell of theirs, does not open it; a Trap it answers may
be Set or face-up. Seed 000 §陷阱卡: a Trap Card may be activated in the response window that the
happening opened (our reading: the window right after the destruction)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

DS = "Driving Snow"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, DS)
    return table, armor


def _mst_on(s, duel, card):
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", card, player=0)
    while duel.request.kind == "chain" and not s.has("activate", DS):
        s.pick("pass", player=duel.request.player)


def test_driving_snow_answers_mystical_space_typhoon_on_my_set_trap():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Sakuretsu Armor; I then activate
    Driving Snow on their face-up Swords of Revealing Light. A: Swords is destroyed; Sakuretsu
    Armor and Driving Snow are in my GY (both eras)."""
    for rules in ("GOAT", "MR5"):
        table, armor = _table(rules)
        duel = table.build()
        s = Script(duel)
        _mst_on(s, duel, armor)
        assert duel.request.player == 1, rules
        s.pick("activate", DS, player=1)
        s.pick("target", "Swords of Revealing Light", player=1)
        _resolve(s)
        assert grave(duel, 0) == ["Mystical Space Typhoon", "Swords of Revealing Light"], rules
        assert sorted(grave(duel, 1)) == [DS, "Sakuretsu Armor"], rules


def test_driving_snow_not_after_a_spell_is_destroyed():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Spell, Book of Moon. May I activate
    Driving Snow? A: no: only a Trap Card destroyed opens it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    book = table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", book, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", DS)
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Book of Moon"]


def test_driving_snow_not_after_my_own_card_destroys_my_trap():
    """Q: I destroy my own Set Sakuretsu Armor with my Mystical Space Typhoon. May I activate
    Driving Snow? A: no: the Trap must be destroyed by a card of the opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Mystical Space Typhoon")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, DS)
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", armor, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", DS)
        s.pick("pass", player=duel.request.player)
    assert sorted(grave(duel, 1)) == ["Mystical Space Typhoon", "Sakuretsu Armor"]


def test_driving_snow_answers_breaker_the_magical_warrior():
    """Q: my opponent Normal Summons Breaker the Magical Warrior, then removes its Spell Counter
    to destroy my Set Sakuretsu Armor (a monster's effect: a card of theirs). A: I may activate
    Driving Snow; it destroys their Set Mirror Force."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior")
    force = table.spell_trap(0, "Mirror Force")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior", player=0)
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Breaker the Magical Warrior", player=0)
    s.pick("target", armor, player=0)
    while duel.request.kind == "chain" and not s.has("activate", DS):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", DS, player=1)
    s.pick("target", force, player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Mirror Force"]
    assert sorted(grave(duel, 1)) == [DS, "Sakuretsu Armor"]
