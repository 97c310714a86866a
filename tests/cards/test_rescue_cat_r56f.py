"""Rescue Cat (14878871): an ignition effect; its cost sends this face-up card to the GY, and it
Special Summons 2 Level 3 or lower Beast monsters from the Deck, destroyed in the End Phase.

Sources: the card's text (FET 2005 and today's do the same, in our words); the OCG rulings
gathered on ygo-sem.cn 《レスキューキャット》 (08/10/26): the sending is a cost; it cannot be
activated without 2 fitting monsters in the Deck; under Macro Cosmos it cannot be activated (its
cost would banish it instead: seed 000 §發動與代價, a cost is paid in full); it resolves with no
summon when the zones lack room; a summoned monster that left the field or turned face-down is no
longer destroyed. Skill Drain: it negates the effects of face-up monsters on the field only, and
Rescue Cat is in the GY as its effect resolves, so the summon is made (yugioh-hack.com's Skill
Drain article on effects whose cost removes their own monster: Stardust Dragon, Rescue Rabbit)."""

from duelist.testing.reads import field_monsters as monsters, grave
from duelist.testing.scenario import Script, Table

BEASTS = ["Wolf", "Armored Rat", "Battle Ox"]


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _use_cat(s, picks=("Wolf", "Armored Rat")):
    s.pick("activate", "Rescue Cat", player=0, request="idle")
    _pass_all(s)
    for name in picks:
        s.pick("select", name, player=0, request="select")
    for _ in picks:
        s.pick("option", "Attack Position", player=0, request="option")


def test_rescue_cat_summons_two_beasts_destroyed_in_the_end_phase():
    """Q: I send my face-up Rescue Cat to the GY for its effect. A: Wolf and Armored Rat come from
    my Deck; in the End Phase both are destroyed and go to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.deck(0, BEASTS)
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _use_cat(s)
    assert sorted(monsters(duel, 0)) == ["Armored Rat", "Wolf"]
    assert grave(duel, 0) == ["Rescue Cat"]
    s.end_turn()
    _pass_all(s)
    assert monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Armored Rat", "Rescue Cat", "Wolf"]


def test_rescue_cat_needs_two_beasts_in_the_deck():
    """Q: my Deck holds one Level 3 or lower Beast (Wolf) and a Battle Ox (Level 4). May I use
    Rescue Cat? A: no: it needs 2 fitting monsters in the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.deck(0, ["Wolf", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Rescue Cat")


def test_rescue_cat_face_down_cannot_be_used():
    """Q: my Rescue Cat is Set. May I use its effect? A: no: it sends a face-up Rescue Cat."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat", position="set")
    table.deck(0, BEASTS)
    duel = table.build()
    assert not Script(duel).has("activate", "Rescue Cat")


def test_rescue_cat_under_macro_cosmos():
    """Q: Macro Cosmos is face-up. May I use Rescue Cat? A: no: its cost would banish it instead
    of sending it to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, BEASTS)
    duel = table.build()
    assert not Script(duel).has("activate", "Rescue Cat")


def test_rescue_cat_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up. I use Rescue Cat. A: the Beasts are summoned:
    Rescue Cat is no longer on the field as its effect resolves, so Skill Drain does not negate it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, BEASTS)
    duel = table.build()
    s = Script(duel)
    _use_cat(s)
    assert sorted(monsters(duel, 0)) == ["Armored Rat", "Wolf"]


def test_rescue_cat_a_tributed_beast_is_not_destroyed_again():
    """Q: I Tribute one of the summoned Beasts for a Tribute Summon of Summoned Skull. What
    happens in the End Phase? A: only the other Beast is destroyed; Summoned Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Rescue Cat")
    table.hand(0, "Summoned Skull")
    table.deck(0, BEASTS)
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _use_cat(s)
    s.pick("summon", "Summoned Skull", player=0, request="idle")
    s.pick("tribute", "Wolf", request="tribute")
    _pass_all(s)
    s.end_turn()
    _pass_all(s)
    assert monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Armored Rat", "Rescue Cat", "Wolf"]
    destroyed = [e["name"] for e in duel.log if e["type"] == "destroyed"]
    assert destroyed == ["Armored Rat"]
