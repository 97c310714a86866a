"""Bombardment Beetle (57409948), FLIP: target 1 face-down Defense Position monster the opponent
controls; look at it, and destroy it if it is an Effect Monster, otherwise leave it face-down.

Sources, in our words: the card's texts (PSV-087, 2002: look at 1 face-down Defense Position monster
on the opponent's side, destroy it if it is an Effect Monster, else return it to its position; today's:
the same, with a target; no ERAS entry); yugioh-wiki.net 《爆弾かめ虫》. A FLIP effect targets as it is
activated (seed 000 §效果分類 反轉效果) and, attacked face-down, is activated after damage calculation.
A monster destroyed face-down is not flipped: its Flip effect does not start, but an effect of its own
on being sent to the GY does (Sangan: "sent from the field to the GY", seed 000 §誘發效果). Our reading:
the look is private to the Beetle's controller, and a Normal Monster stays face-down where it is."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

BB = "Bombardment Beetle"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_bombardment_beetle_destroys_a_set_effect_monster_without_its_flip():
    """Q: I Flip Summon Bombardment Beetle, targeting my opponent's Set Man-Eater Bug. A: it is an
    Effect Monster: it is destroyed face-down, and its Flip effect never starts (my Beetle stays)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    beetle = table.monster(0, BB, position="set")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BB)
    s.pick("target", bug, player=0)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Man-Eater Bug"] and beetle.card(duel).location == "mzone"
    assert of_type(duel, "reveal")[-1]["private"]["player"] == 0


def test_bombardment_beetle_leaves_a_normal_monster_face_down():
    """Q: the target is a Set Battle Ox (a Normal Monster). A: I look at it; it stays face-down in
    Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, BB, position="set")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BB)
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert ox.card(duel).location == "mzone" and ox.card(duel).position == "set"
    assert of_type(duel, "reveal")[-1]["private"]["name"] == "Battle Ox"


def test_bombardment_beetle_targets_only_the_opponents_set_monsters():
    """Q: my opponent controls a face-up Sangan and a Set Battle Ox, and I control a Set Man-Eater Bug.
    A: only the Set Battle Ox may be targeted."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, BB, position="set")
    table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, "Sangan")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BB)
    assert {o.card for o in duel.request.options if o.kind == "target"} == {ox.uid(duel)}


def test_bombardment_beetle_destroyed_set_sangan_still_searches():
    """Q: my face-down Beetle is attacked and flipped; its effect destroys my opponent's Set Sangan.
    A: Sangan was not flipped, but it was sent from the field to the GY: its own trigger searches
    Celtic Guardian for my opponent."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    beetle = table.monster(0, BB, position="set")
    table.monster(1, "Gemini Elf")
    sangan = table.monster(1, "Sangan", position="set")
    table.deck(1, ["Battle Ox", "Celtic Guardian"])     # Battle Ox: 1700, no fit
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gemini Elf", target=beetle, request="battle")
    _pass_all(s, duel)
    s.pick("target", sangan, player=0)
    _pass_all(s, duel)
    if duel.request.kind == "yes_no":
        s.pick("yes", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian", player=1)
    _pass_all(s, duel)
    assert "Sangan" in grave(duel, 1) and "Celtic Guardian" in [c.name for c in duel.players[1].hand]
    assert grave(duel, 0) == [BB]
