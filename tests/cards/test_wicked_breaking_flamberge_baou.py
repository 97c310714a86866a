"""Wicked-Breaking Flamberge - Baou (68427465): an Equip Spell for any face-up monster,
activated by discarding 1 card; the monster gains 500 ATK, and an opponent's monster it destroys
by battle has its effects negated.

Sources: the card's text (the 2005 print, Dark Crisis DCR-035, and today's do the same in our
words: no ERAS entry); yugioh-wiki.net 《破邪の大剣－バオウ》 (the discard is the activation's cost;
what it stops is chiefly the effects a monster destroyed by battle uses from the GY, its own
revival too); the Duel Links behaviour noted on mouhitotunosekai77.blog.fc2.com (a Set Flip
monster it destroys by battle has its FLIP effect negated); Goblin of Greed's text (cards whose
cost discards cannot be activated). How long the negation lasts is our reading, as Dark Ruler
Ha Des's ruling (the UDE ruling quoted on cogonline.net: while the monster stays in the GY) with
the Equip Spell still face-up on the field."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

BAOU = "Wicked-Breaking Flamberge - Baou"


def _pass_all(s, duel):
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        else:
            return


def _equipped(victim, position="attack", deck=("Mystic Tomato", "Battle Ox")):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, BAOU, face_down=False, equipped_to=ox)
    target = table.monster(1, victim, position=position)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, list(deck))
    return table, ox, target


def test_wicked_breaking_flamberge_baou_discards_equips_and_negates_sangan():
    """Q: I discard Celtic Guardian to equip Wicked-Breaking Flamberge - Baou to my Battle Ox,
    which then destroys my opponent's Sangan by battle. A: the Ox has 2200 ATK (my opponent takes
    1200); Sangan's effect in the GY is negated: nothing is added to their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, BAOU, "Celtic Guardian")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BAOU, player=0)
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Celtic Guardian"] and duel.atk(ox.card(duel)) == 2200
    s.pick("battle")
    _pass_all(s, duel)
    s.pick("attack", "Battle Ox", target=sangan)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6800)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sangan"]


def test_wicked_breaking_flamberge_baou_negates_the_flip_effect_it_destroys():
    """Q: my Battle Ox with Baou attacks my opponent's Set Man-Eater Bug and destroys it. A: the
    Bug is flipped by the attack, but its FLIP effect is negated: my Ox stays."""
    table, ox, bug = _equipped("Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "target":
            s.pick("target", ox)
        else:
            break
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Man-Eater Bug"]


def test_wicked_breaking_flamberge_baou_needs_a_card_to_discard():
    """Q: Baou is my only card in hand; or my opponent's Goblin of Greed is face-up. A: I cannot
    activate it either way: its cost discards a card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, BAOU)
    assert not Script(table.build()).has("activate", BAOU)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(1, "Goblin of Greed")
    table.hand(0, BAOU, "Celtic Guardian")
    assert not Script(table.build()).has("activate", BAOU)


def test_wicked_breaking_flamberge_baou_only_the_equipped_monsters_battles():
    """Q: my Celtic Guardian, not equipped, destroys my opponent's Mystic Tomato while my Battle
    Ox holds Baou. A: Baou does not apply: Tomato's effect brings out a DARK monster."""
    table, _, tomato = _equipped("Mystic Tomato", deck=("Gravekeeper's Spy", "Celtic Guardian"))
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=tomato)
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.pick("select", "Gravekeeper's Spy")
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            break
    assert field_monsters(duel, 1) == ["Gravekeeper's Spy"] and of_type(duel, "negated") == []


def test_wicked_breaking_flamberge_baou_keeps_sinister_serpent_negated_next_standby():
    """Q: my Battle Ox with Baou destroys my opponent's Sinister Serpent; in their next Standby
    Phase, Baou still face-up, they use the Serpent's effect in the GY. A: it is negated: the
    Serpent stays in the GY."""
    table, _, serpent = _equipped("Sinister Serpent", deck=["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=serpent)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Sinister Serpent"]
    s.end_turn()
    for _ in range(10):
        kind = duel.request.kind
        if kind == "yes_no":
            s.pick("yes", player=1)
        elif kind == "chain":
            s.pick("pass")
        else:
            break
    assert duel.turn == 4 and duel.phase == "main1"
    assert grave(duel, 1) == ["Sinister Serpent"] and hand(duel, 1) == ["Celtic Guardian"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sinister Serpent"]
